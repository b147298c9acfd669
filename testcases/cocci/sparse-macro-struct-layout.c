/*
 * check-name: sparse's casts inside macros of a header, judged by where the cast operand is
 * check-command: unaligned-check --confidence low $file
 *
 * A port's world-wide name is a u8 array read as one big-endian word
 * through a macro: PORT_WWN() of the driver header beside the file, and
 * SAS_ADDR() of the tree's <scsi/sas.h> (the checker's defines table
 * holds the tree's macros that cast to a pointer). sparse sees only a
 * cast to __be64 * and reports it at the statement. The call is expanded
 * and the operand judged as a cast written out would be: wwn at offset 8
 * of a struct with a pointer is 8-aligned (lines 34, 42: low, struct
 * layout); peer_wwn at 17 is not (line 44: high; line 36 is the semantic
 * patches' own finding for the file's macro); a byte pointer parameter
 * is unknown (line 46: moderate, sparse-cast; line 37 the file macro's
 * finding). Without the expansion lines 34, 42 and 44 are moderate.
 *
 * check-output-start
sparse-macro-struct-layout.c:34:9: warning: cast of a pointer to restricted __be64 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_be64(); PORT_WWN() casts (dev->wwn) to __be64 *: aligned by struct-layout port_dev.wwn+8 (confidence: low, reason: sparse-macro-aligned:struct-layout) [unaligned-sparse-cast]
sparse-macro-struct-layout.c:36:12: warning: unaligned 8-byte access: PORT_WWN() casts dev->peer_wwn to __be64 *; use get_unaligned_be64() and put_unaligned_be64() in the macro (confidence: high, reason: struct-layout:port_dev.peer_wwn+17) [unaligned-macro-cast]
sparse-macro-struct-layout.c:37:36: warning: unaligned 8-byte access: PORT_WWN() casts raw to __be64 *; use get_unaligned_be64() and put_unaligned_be64() in the macro (confidence: moderate, reason: byte-parameter) [unaligned-macro-cast]
sparse-macro-struct-layout.c:42:9: warning: cast of a pointer to restricted __be64 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_be64(); SAS_ADDR() casts (dev->wwn) to __be64 *: aligned by struct-layout port_dev.wwn+8 (confidence: low, reason: sparse-macro-aligned:struct-layout) [unaligned-sparse-cast]
sparse-macro-struct-layout.c:44:9: warning: cast of a pointer to restricted __be64 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_be64(); SAS_ADDR() casts (dev->peer_wwn) to __be64 *: misaligned by struct-layout port_dev.peer_wwn+17 (confidence: high, reason: sparse-macro-misaligned:struct-layout) [unaligned-sparse-cast]
sparse-macro-struct-layout.c:46:9: warning: cast of a pointer to restricted __be64 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_be64() (confidence: moderate, reason: sparse-cast) [unaligned-sparse-cast]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/printk.h>
#include <asm/byteorder.h>
#include <scsi/sas.h>
#include "sparse-macro-struct-layout.h"

void port_show(struct port_dev *dev, u8 *raw)
{
	pr_info("port %016llx\n", PORT_WWN(dev->wwn));
	pr_info("peer %016llx\n",
		PORT_WWN(dev->peer_wwn));
	pr_info("raw %016llx\n", PORT_WWN(raw));
}

void port_show_sas(struct port_dev *dev, u8 *raw)
{
	pr_info("port %016llx\n",
		SAS_ADDR(dev->wwn));
	pr_info("peer %016llx\n",
		SAS_ADDR(dev->peer_wwn));
	pr_info("raw %016llx\n", SAS_ADDR(raw));
}
