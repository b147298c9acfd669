/*
 * check-name: sparse's casts of __user pointers are low: get_user() reaches user memory at any address
 * check-command: unaligned-check --confidence low $file
 *
 * dccp_getsockopt() hands (__be32 __user *)optval to a function that
 * reads it with get_user(); a kernel byte buffer cast the same way by a
 * macro (line 31) is still reported.
 *
 * check-output-start
safe-user-pointer.c:31:29: warning: unaligned 4-byte access: WORD_AT() casts buf to __be32 *; use get_unaligned_be32() and put_unaligned_be32() in the macro (confidence: moderate, reason: byte-parameter) [unaligned-macro-cast]
safe-user-pointer.c:32:30: warning: cast of a pointer to restricted __be32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_be32(); the pointer is __user, reached with get_user()/put_user() (confidence: low, reason: sparse-user-pointer) [unaligned-sparse-cast]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/uaccess.h>

static int read_service(__be32 __user *optval, u32 *out)
{
	__be32 v;

	if (get_user(v, optval))
		return -EFAULT;
	*out = be32_to_cpu(v);
	return 0;
}

#define WORD_AT(p)	(*(__be32 *)(p))

int service(char __user *optval, u8 *buf, u32 *out)
{
	*out = be32_to_cpu(WORD_AT(buf));
	return read_service((__be32 __user *)optval, out);
}
