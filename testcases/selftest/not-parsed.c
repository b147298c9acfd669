/*
 * check-name: self-test: a case that expects no finding fails when spatch could not parse the function
 * check-command: unaligned-check --no-sparse --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>

/* spatch cannot parse this function: the access in it is not checked */
u32 not_checked(u8 *buf)
{
	return *(u32 *)(buf + 1) + ;
}
