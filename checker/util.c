// SPDX-License-Identifier: GPL-2.0-only
/* Memory, strings, files and hashing shared by the whole checker. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "quote.h"
#include "util.h"

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p) {
		error_msg("out of memory");
		exit(2);
	}
	return p;
}

void *xrealloc(void *ptr, size_t size)
{
	void *p = realloc(ptr, size ? size : 1);

	if (!p) {
		error_msg("out of memory");
		exit(2);
	}
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void sb_init(struct strbuf *sb)
{
	sb->buf = NULL;
	sb->len = 0;
	sb->alloc = 0;
}

static void sb_grow(struct strbuf *sb, size_t extra)
{
	if (sb->len + extra + 1 <= sb->alloc)
		return;
	sb->alloc = (sb->len + extra + 1) * 2;
	sb->buf = xrealloc(sb->buf, sb->alloc);
}

void sb_add(struct strbuf *sb, const char *s, size_t n)
{
	sb_grow(sb, n);
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

void sb_adds(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_addc(struct strbuf *sb, char c)
{
	sb_add(sb, &c, 1);
}

void sb_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	sb_grow(sb, n);
	va_start(ap, fmt);
	vsnprintf(sb->buf + sb->len, n + 1, fmt, ap);
	va_end(ap);
	sb->len += n;
}

char *sb_detach(struct strbuf *sb)
{
	char *s = sb->buf ? sb->buf : xstrdup("");

	sb_init(sb);
	return s;
}

void sb_release(struct strbuf *sb)
{
	free(sb->buf);
	sb_init(sb);
}

char *read_file(const char *path, size_t *len)
{
	struct strbuf sb;
	char chunk[65536];
	ssize_t n;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return NULL;
	sb_init(&sb);
	sb_grow(&sb, 0);
	while ((n = read(fd, chunk, sizeof(chunk))) > 0)
		sb_add(&sb, chunk, n);
	if (n < 0) {
		int saved = errno;

		close(fd);
		sb_release(&sb);
		errno = saved;
		return NULL;
	}
	close(fd);
	if (len)
		*len = sb.len;
	return sb_detach(&sb);
}

/*
 * Write to a temporary file beside the target, then rename(): a reader
 * sees the old content or the new one, never a torn write.
 */
int write_file_atomic(const char *path, const char *data, size_t len)
{
	return replace_file(path, data, len, NULL, 0);
}

/* Whether path still holds exactly [expect, expect + len). */
static int still_holds(const char *path, const char *expect, size_t len)
{
	size_t now_len;
	char *now = read_file(path, &now_len);
	int same = now && now_len == len && !memcmp(now, expect, len);

	free(now);
	return same;
}

/*
 * Write path atomically: a symlink stays a symlink (its target is
 * written), the owner, group and mode stay. With expect, only if the
 * file still holds it right before the rename (-2 and errno EAGAIN when
 * not): the user may have saved it while the tools ran.
 */
int replace_file(const char *path, const char *data, size_t len,
		 const char *expect, size_t expect_len)
{
	struct strbuf tmp;
	struct stat st;
	size_t done = 0;
	char *target = realpath(path, NULL);
	int fd;

	if (target)
		path = target;
	sb_init(&tmp);
	sb_addf(&tmp, "%s.unaligned-XXXXXX", path);
	fd = mkstemp(tmp.buf);
	if (fd < 0) {
		sb_release(&tmp);
		free(target);
		return -1;
	}
	if (stat(path, &st) == 0) {
		/* as root, keep the user's ownership; otherwise we may not */
		if (st.st_uid != geteuid() || st.st_gid != getegid())
			if (fchown(fd, st.st_uid, st.st_gid) < 0 && !geteuid())
				goto fail;
		fchmod(fd, st.st_mode & 07777);
	}
	while (done < len) {
		ssize_t n = write(fd, data + done, len - done);

		if (n < 0)
			goto fail;
		done += n;
	}
	if (fsync(fd) < 0 || close(fd) < 0) {
		fd = -1;
		goto fail;
	}
	if (expect && !still_holds(path, expect, expect_len)) {
		unlink(tmp.buf);
		sb_release(&tmp);
		free(target);
		errno = EAGAIN;
		return -2;
	}
	if (rename(tmp.buf, path) < 0) {
		fd = -1;
		goto fail;
	}
	sb_release(&tmp);
	free(target);
	return 0;
fail:
	if (fd >= 0)
		close(fd);
	unlink(tmp.buf);
	sb_release(&tmp);
	free(target);
	return -1;
}

/* FNV-1a, 64 bit: a cache key, not a security boundary. */
uint64_t hash_bytes(uint64_t h, const void *data, size_t len)
{
	const unsigned char *p = data;
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= p[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && !strcmp(s + n - m, suffix);
}

int starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

int is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int is_file(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

int mkdir_p(const char *path)
{
	char *copy = xstrdup(path);
	char *p;

	for (p = copy + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(copy, 0755) < 0 && errno != EEXIST) {
			free(copy);
			return -1;
		}
		*p = '/';
	}
	free(copy);
	if (mkdir(path, 0755) < 0 && errno != EEXIST)
		return -1;
	return 0;
}

char *path_join(const char *a, const char *b)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_adds(&sb, a);
	if (sb.len && sb.buf[sb.len - 1] != '/')
		sb_addc(&sb, '/');
	sb_adds(&sb, b);
	return sb_detach(&sb);
}

/*
 * One line whatever the message holds: a file name with a newline and
 * "::error" after it must not start a line (quote.c).
 */
void error_msg(const char *fmt, ...)
{
	struct strbuf msg, line;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	sb_init(&msg);
	sb_init(&line);
	msg.buf = xmalloc(n + 1);
	va_start(ap, fmt);
	vsnprintf(msg.buf, n + 1, fmt, ap);
	va_end(ap);
	sb_adds(&line, "unaligned-check: ");
	sb_add_one_line(&line, msg.buf, n);
	sb_addc(&line, '\n');
	fwrite(line.buf, 1, line.len, stderr);
	free(msg.buf);
	sb_release(&line);
}

/* "unaligned-check: note: ..." on one line, as error_msg(). */
void note_msg(const char *fmt, ...)
{
	struct strbuf line;
	char *msg;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	msg = xmalloc(n + 1);
	va_start(ap, fmt);
	vsnprintf(msg, n + 1, fmt, ap);
	va_end(ap);
	sb_init(&line);
	sb_adds(&line, "unaligned-check: ");
	sb_add_one_line(&line, msg, n);
	sb_addc(&line, '\n');
	fwrite(line.buf, 1, line.len, stderr);
	free(msg);
	sb_release(&line);
}

const char *matching_close(const char *p)
{
	char open = *p, close = open == '(' ? ')' : '}';
	int depth = 0;

	for (; *p; p++) {
		if (*p == open)
			depth++;
		else if (*p == close && --depth == 0)
			return p;
	}
	return NULL;
}

int is_word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/*
 * p is just past the '#' of a directive. For "define NAME", the end of
 * NAME, with *name at its start; else NULL.
 */
const char *define_name(const char *p, const char **name)
{
	while (*p == ' ' || *p == '\t')
		p++;
	if (strncmp(p, "define", 6) || (p[6] != ' ' && p[6] != '\t'))
		return NULL;
	p += 6;
	while (*p == ' ' || *p == '\t')
		p++;
	*name = p;
	while (is_word_char(*p))
		p++;
	return p == *name ? NULL : p;
}

/* A pointer cast's "*)" in [p, end): a star, blanks, a closing parenthesis. */
int has_pointer_cast(const char *p, const char *end)
{
	for (; p < end; p++) {
		const char *q = p + 1;

		if (*p != '*')
			continue;
		while (q < end && isspace((unsigned char)*q))
			q++;
		if (q < end && *q == ')')
			return 1;
	}
	return 0;
}

/*
 * Calls fn for each #define of text with the definition's name as [name,
 * rest) and the rest, continuation lines included, up to end: the
 * parameter list of a function-like macro, then the body.
 */
void each_define(const char *text, define_fn fn, void *ctx)
{
	const char *line = text;

	while (*line) {
		const char *p = line, *end = line, *name, *rest;

		while (*end && !(*end == '\n' && (end == text || end[-1] != '\\')))
			end++;
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '#') {
			rest = define_name(p + 1, &name);
			if (rest)
				fn(name, rest, end, ctx);
		}
		line = *end ? end + 1 : end;
	}
}

/*
 * The first identifier of text that starts at or after p, as [*start,
 * returned end); NULL when there is none. Numbers are not identifiers.
 */
const char *next_identifier(const char *text, const char *p,
			    const char **start)
{
	for (; *p; p++) {
		if (!is_word_char(*p) || isdigit((unsigned char)*p) ||
		    (p > text && is_word_char(p[-1])))
			continue;
		*start = p;
		while (is_word_char(*p))
			p++;
		return p;
	}
	return NULL;
}

/* The number of newlines in s. */
int count_lines(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += *s == '\n';
	return n;
}

void append_line(char **text, const char *line, size_t n)
{
	size_t len = *text ? strlen(*text) : 0;

	*text = xrealloc(*text, len + n + 2);
	memcpy(*text + len, line, n);
	(*text)[len + n] = '\n';
	(*text)[len + n + 1] = '\0';
}

static int compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

uint64_t hash_named_files(uint64_t h, const char *dir, char **names, int nr)
{
	int i;

	qsort(names, nr, sizeof(*names), compare_strings);
	for (i = 0; i < nr; i++) {
		char *path = path_join(dir, names[i]);
		size_t len;
		char *text = read_file(path, &len);

		h = hash_bytes(h, names[i], strlen(names[i]) + 1);
		if (text)
			h = hash_bytes(h, text, len);
		free(text);
		free(path);
	}
	return h;
}
