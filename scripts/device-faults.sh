# SPDX-License-Identifier: GPL-2.0-only
# shellcheck shell=bash
# Sourced by scripts/device-boot.sh (and tested in scripts/check-fast.sh):
# the alignment-fault sites that init (testcases/kernel/device-boot/init.c)
# prints as "devboot: fault sites: 0xADDR N ... (S of F sampled)".

# fault_functions LOG SYSTEM.MAP: "FUNCTION N" for the sampled sites, each
# address given to the text symbol at or below it (addresses padded to
# one width, so that sort orders them), most faults first
fault_functions() {
	local w
	w=$(awk 'NR == 1 { print length($1); exit }' "$2")
	{ awk '$2 ~ /^[tTwW]$/ { print $1, 0, $3 }' "$2"
	  sed -n 's/\r//; s/^devboot: fault sites://p' "$1" | head -n 1 | awk -v w="$w" '{
		for (i = 1; i < NF; i++)
			if ($i ~ /^0x/) {
				a = substr($i, 3)
				# a 32-bit kernel: System.map sign-extends
				if (length(a) == 8 && w == 16 && a ~ /^[89a-f]/)
					a = "ffffffff" a
				while (length(a) < w) a = "0" a
				print a, 1, $(i + 1)
			} }'
	} | sort | awk '$2 == 0 { sym = $3; next } { n[sym] += $3 }
		END { for (s in n) print s, n[s] }' | sort -k2,2nr -k1,1
}

# faults_in_functions LOG SYSTEM.MAP FUNCTIONS: the faults at the functions
# FUNCTIONS lists ("FUNCTION FILE" lines)
faults_in_functions() {
	fault_functions "$1" "$2" |
		awk 'NR == FNR { own[$1] = 1; next } $1 in own { n += $2 }
			END { print n + 0 }' "$3" -
}

# fault_where LOG SYSTEM.MAP: "f(N), g(N); S of F sampled"
fault_where() {
	local where
	where=$(fault_functions "$1" "$2" | head -n 4 |
		awk '{ printf "%s%s(%d)", sep, $1, $2; sep = ", " }')
	echo "${where:--}; $(sed -n 's/\r//; s/^devboot: fault sites:.*(\(.* sampled\))$/\1/p' "$1" | head -n 1)"
}
