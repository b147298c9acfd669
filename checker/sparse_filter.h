/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef SPARSE_FILTER_H
#define SPARSE_FILTER_H

/*
 * Which files sparse can say something about. Its only diagnostic we
 * use, "cast to restricted __le16 *", needs a cast to a pointer to a
 * __bitwise type, spelled in the file or made by a macro it uses, from
 * the tree's headers (MLX5_GET, SAS_ADDR) or the headers beside it
 * (SET_H2C_CMD_ID_CLASS). sparse reports only the file's own lines, so
 * a cast in a header's inline function does not count. A file with none
 * of these gets an empty sparse result without running sparse.
 */
struct sparse_filter;
struct strbuf;

struct sparse_filter *sparse_filter_new(void);
void sparse_filter_free(struct sparse_filter *sf);

/* Collect the __bitwise typedefs and casting macros of a header. */
void sparse_filter_scan(struct sparse_filter *sf, const char *text);

/* "/\* bitwise NAME *\/" lines for the type table, one per word. */
void sparse_filter_render(struct sparse_filter *sf, struct strbuf *sb);

/* The filter from a rendered table's lines. */
struct sparse_filter *sparse_filter_load(const char *table);

/*
 * A copy of the tree's filter for one file, to which the file's local
 * headers are added with sparse_filter_scan() and then
 * sparse_filter_finish(): their casting macros join the tree's.
 */
struct sparse_filter *sparse_filter_copy(const struct sparse_filter *tree);
void sparse_filter_finish(struct sparse_filter *sf);

/* Can sparse report a restricted pointer cast in text? */
int sparse_filter_match(const struct sparse_filter *sf, const char *text);

#endif
