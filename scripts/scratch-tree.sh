# SPDX-License-Identifier: GPL-2.0-only
# Sourced by verify.sh and device-boot.sh: the patched scratch copy of the
# cached tree. The caller sets $pristine, $work, the array conversions and
# die().

# The files a patch writes, from its "+++ b/PATH" lines.
patched_files() { sed -n 's|^+++ b/\([^[:space:]]*\).*|\1|p' "$@" | sort -u; }

elapsed() { echo "$(( $(date +%s) - $1 )) s"; }

# scratch_tree PATCH...: $work/src, a hard-linked copy of the pristine tree
# with PATCHes applied, at one path: unchanged files keep their inode and
# mtime, so the build directories stay valid and rebuilds are incremental.
scratch_tree() {
	local p f
	rm -rf "$work/src"
	# "/." so that a cache whose tree is a symlink is copied, not linked:
	# cp -a would copy the symlink and patch the pristine tree through it
	mkdir "$work/src"
	cp -al "$pristine/." "$work/src/"
	# fresh copies of the converted files on both sides: with the pristine
	# file's old mtime make would keep the object built from the other side
	for f in $(patched_files /dev/null "${conversions[@]}"); do
		if [ -e "$pristine/$f" ]; then
			cp --remove-destination "$pristine/$f" "$work/src/$f"
		fi
	done
	for p in "$@"; do
		patch -s -p1 -d "$work/src" <"$p" || die "patch does not apply: $p"
	done
	for f in $(patched_files /dev/null "$@"); do
		[ -e "$pristine/$f" ] || continue
		[ "$(stat -c %i "$pristine/$f")" != "$(stat -c %i "$work/src/$f")" ] ||
			die "patching $f did not break its hard link"
	done
}
