/*
 * check-name: two rewrites that overlap (*p = f(*p)): the findings stay, the file is not rewritten
 * check-command: unaligned-check --fix $file
 * check-exit-value: 2
 *
 * check-error-start
unaligned-check: overlapping-rewrites.c: not rewritten: spatch could not apply two rewrites that overlap (*p = f(*p)); the report formats still show its findings
unaligned-check: 2 findings (2 high, 0 moderate, 0 low) in 1 file checked
 * check-error-end
 */
#include <linux/types.h>

u32 fold_in(u32 sum, u32 next);

/*
 * The store's rewrite, put_unaligned(V, sum), would hold the load's,
 * get_unaligned(sum), in V: spatch cannot make both in one rule. --fix
 * and the formats that carry fixes (JSON, SARIF, HTML) used to lose the
 * whole file ("not checked"); its findings do not need the rewrites.
 */
void add_to_sum(u8 *buf, u32 next)
{
	u32 *sum = (u32 *)(buf + 2);

	*sum = fold_in(*sum, next);
}
