/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef UTIL_H
#define UTIL_H

#include <stddef.h>
#include <stdint.h>

/* A growable string: the only string builder in the checker. */
struct strbuf {
	char *buf;
	size_t len;
	size_t alloc;
};

void *xmalloc(size_t size);
void *xrealloc(void *ptr, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

void sb_init(struct strbuf *sb);
void sb_add(struct strbuf *sb, const char *s, size_t n);
void sb_adds(struct strbuf *sb, const char *s);
void sb_addc(struct strbuf *sb, char c);
void sb_addf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
char *sb_detach(struct strbuf *sb);
void sb_release(struct strbuf *sb);

/* Whole-file I/O; read_file() returns NULL and sets errno on failure. */
char *read_file(const char *path, size_t *len);
int write_file_atomic(const char *path, const char *data, size_t len);
int replace_file(const char *path, const char *data, size_t len,
		 const char *expect, size_t expect_len);

uint64_t hash_bytes(uint64_t h, const void *data, size_t len);
/* h extended with the names (relative to dir) and contents of the files,
 * in name order; sorts names. */
uint64_t hash_named_files(uint64_t h, const char *dir, char **names, int nr);
#define HASH_INIT 0xcbf29ce484222325ULL

/* C text: identifier characters, #define names, identifiers in turn. */
int is_word_char(char c);
/* The character that closes the open one at p ("(" or "{"), or NULL. */
const char *matching_close(const char *p);
const char *define_name(const char *p, const char **name);
typedef void (*define_fn)(const char *name, const char *rest,
			  const char *end, void *ctx);
void each_define(const char *text, define_fn fn, void *ctx);
int has_pointer_cast(const char *p, const char *end);
const char *next_identifier(const char *text, const char *p,
			    const char **start);

int count_lines(const char *s);
/* Append n bytes of line and a newline to a malloc'd text (or NULL). */
void append_line(char **text, const char *line, size_t n);
int ends_with(const char *s, const char *suffix);
int starts_with(const char *s, const char *prefix);
int is_dir(const char *path);
int is_file(const char *path);
int mkdir_p(const char *path);
char *path_join(const char *a, const char *b);

/* Print "unaligned-check: MSG" on stderr. */
void error_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Print "unaligned-check: MSG" on stderr, for notes (not errors). */
void note_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
