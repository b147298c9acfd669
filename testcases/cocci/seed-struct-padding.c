/*
 * check-name: seed: members of a naturally aligned struct are safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>

struct foo {
	u16 field1;
	u32 field2;
	u8 field3;
};

u32 sum(struct foo *f)
{
	return f->field1 + f->field2 + f->field3;
}
