/*
 * check-name: seed: byte-wise reads are safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>

void fixed_example_func(unsigned char *data)
{
	u16 value = data[0] | data[1] << 8;

	pr_info("%u\n", value);
}
