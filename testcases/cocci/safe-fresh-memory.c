/*
 * check-name: fresh kmalloc() and friends memory at an aligned offset is safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
safe-fresh-memory.c:29:10: warning: unaligned 2-byte store through u16 * cast from (buf + 5); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
safe-fresh-memory.c:43:12: warning: cast of a pointer to restricted __le32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le32(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	*(u16 *)(buf + 5) = 1;
+	put_unaligned(1, (u16 *)(buf + 5));
 * check-fix-end
 */
#include <linux/types.h>
#include <linux/slab.h>
#include <linux/gfp.h>

u8 *make_packet(size_t len)
{
	u8 *buf = kzalloc(len, GFP_KERNEL);

	if (!buf)
		return NULL;
	*(u32 *)buf = 0x12345678;
	*(u32 *)(buf + 8) = 0;
	/* an odd offset: reported */
	*(u16 *)(buf + 5) = 1;
	return buf;
}

/* p54usb: a chained assignment; tmp moves, buf does not */
int upload(const u8 *data, size_t len, u32 crc)
{
	u8 *buf, *tmp;

	tmp = buf = kmalloc(64, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	tmp += 3;
	*tmp = data[0];
	*((__le32 *)buf) = cpu_to_le32(crc);
	kfree(buf);
	return 0;
}

/* b43legacy debugfs: __get_free_pages() returns unsigned long, cast */
void fill_page(u16 v)
{
	char *page = (char *)__get_free_pages(GFP_KERNEL, 1);
	u8 *cur;

	if (!page)
		return;
	*(u16 *)(page + 2) = v;
	cur = (u8 *)get_zeroed_page(GFP_KERNEL);
	if (cur)
		*(u32 *)(cur + 8) = v;
}
