/*
 * check-name: &((T *)p)[i] and &*(T *)p take an address: no load there
 *
 * check-command: unaligned-check --confidence low $file
 *
 * A SCSI driver reads a CDB field with get_unaligned_be32() on the
 * address of a u32 element of the command bytes; the cast makes no
 * access, the accessor does, with byte loads where it must. The plain
 * load of the same element beside it is reported.
 *
 * check-output-start
address-of-cast.c:35:19: warning: unaligned 4-byte load through u32 * cast from cmd->cdb; use get_unaligned() (confidence: low, reason: struct-member) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/unaligned.h>

struct cmd {
	u8 *cdb;
	u32 lba;
	u32 len;
};

void parse_cdb(struct cmd *cmd)
{
	cmd->lba = get_unaligned_be32(&((u32 *)cmd->cdb)[0]);
	cmd->len = get_unaligned_be32(&((u32 *)cmd->cdb)[1]);
}

void copy_cdb(struct cmd *cmd, u32 *out)
{
	const u32 *first = &*((u32 *)cmd->cdb);

	out[0] = get_unaligned(first);
	out[1] = ((u32 *)cmd->cdb)[1];
}
