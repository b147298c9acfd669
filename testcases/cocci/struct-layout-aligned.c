/*
 * check-name: a byte array member after a pointer of a struct that is not __packed is 8-aligned: no finding at the default threshold
 * check-command: unaligned-check $file
 *
 * C keeps a struct demo_port * aligned to the struct's alignment (8, a
 * pointer), and addr[] follows a pointer, so addr is at 0 mod 8 however
 * the members before it are laid out (evidence/struct_layout.py).
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct demo_port {
	u32 id;
	u16 flags;
	struct demo_port *parent;
	u8 addr[8];
	u8 attached[8];
	int phys;
};

u64 demo_port_addr(struct demo_port *port)
{
	return be64_to_cpu(*(__be64 *)port->addr);
}

bool demo_port_attached(struct demo_port *port)
{
	return *(u64 *)port->attached != 0 &&
	       *(u32 *)&port->addr[4] != 0;
}
