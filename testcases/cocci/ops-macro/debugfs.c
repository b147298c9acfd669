/*
 * check-name: a callback put in an ops table by a macro of the file has the table's callers
 * check-command: unaligned-check --confidence low $file
 *
 * b43legacy: B43_DEBUGFS_FOPS(shm, shm_read_file, NULL) makes a table
 * whose .read is called with a page from __get_free_pages().  The
 * callback for .write gets the user's bytes at an offset of 1.
 *
 * check-output-start
debugfs.c:27:28: warning: cast of a pointer to restricted __le16 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le16(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
debugfs.c:37:32: warning: unaligned 4-byte load for le32_to_cpu() through buf; use get_unaligned_le32() (confidence: moderate, reason: byte-parameter) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/gfp.h>

struct dbg_dev;
u16 shm_read16(struct dbg_dev *dev, int offset);

struct dbg_fops {
	ssize_t (*read)(struct dbg_dev *dev, char *buf, size_t bufsize);
	int (*write)(struct dbg_dev *dev, const char *buf, size_t count);
};

static ssize_t shm_read_file(struct dbg_dev *dev, char *buf, size_t bufsize)
{
	__le16 *le16buf = (__le16 *)buf;
	int i;

	for (i = 0; i < bufsize / 2; i++)
		le16buf[i] = cpu_to_le16(shm_read16(dev, 2 * i));
	return bufsize;
}

static int tsf_write_file(struct dbg_dev *dev, const char *buf, size_t count)
{
	return le32_to_cpu(*(__le32 *)buf);
}

#define B43_DEBUGFS_FOPS(name, _read, _write)			\
	static struct dbg_fops fops_##name = {			\
		.read	= _read,				\
		.write	= _write,				\
	}

B43_DEBUGFS_FOPS(shm, shm_read_file, NULL);
B43_DEBUGFS_FOPS(tsf, NULL, tsf_write_file);

ssize_t dbg_read(struct dbg_dev *dev, struct dbg_fops *dfops)
{
	char *buf = (char *)__get_free_pages(GFP_KERNEL, 2);
	ssize_t ret = 0;

	if (buf) {
		ret = dfops->read(dev, buf, 4 * PAGE_SIZE);
		free_pages((unsigned long)buf, 2);
	}
	return ret;
}

int dbg_write(struct dbg_dev *dev, struct dbg_fops *dfops, const char *user)
{
	return dfops->write(dev, user + 1, 4);
}
