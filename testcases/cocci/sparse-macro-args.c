/*
 * check-name: a cast in the arguments of a macro call that spans lines is reported once
 * check-command: unaligned-check --confidence low $file
 *
 * sparse reports a cast in the arguments of a macro at the macro's name
 * (line 26), the semantic patch at the cast itself (line 27): one site,
 * reported once, by the semantic patch, whose confidence knows the origin.
 *
 * check-output-start
sparse-macro-args.c:27:19: warning: unaligned 2-byte load through __le16 * cast from buf; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

int fill(u8 *p, int n);
void show(const char *fmt, ...);
#define SHOW_INNER(fmt, ...)	show(fmt, ##__VA_ARGS__)
#define SHOW(fmt, ...)		SHOW_INNER(fmt, ##__VA_ARGS__)

void show_phy_id(void)
{
	u8 buf[2];

	fill(buf, 2);
	SHOW("phy id %04x\n",
	     *((__le16 *)buf));
}
