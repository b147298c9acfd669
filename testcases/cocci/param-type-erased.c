/*
 * check-name: a byte pointer parameter cast to several types at offset 0 carries typed objects: low
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
param-type-erased.c:32:25: warning: unaligned 4-byte load through u32 * cast from val; use get_unaligned() (confidence: low) [unaligned-cast-read]
param-type-erased.c:35:22: warning: unaligned 2-byte load through u16 * cast from val; use get_unaligned() (confidence: low) [unaligned-cast-read]
param-type-erased.c:43:24: warning: unaligned 4-byte load through u32 * cast from val; use get_unaligned() (confidence: high) [unaligned-cast-read]
param-type-erased.c:49:24: warning: unaligned 4-byte load through u32 * cast from (val + 4); use get_unaligned() (confidence: high) [unaligned-cast-read]
param-type-erased.c:51:21: warning: unaligned 2-byte load through u16 * cast from val; use get_unaligned() (confidence: low) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>

struct hw {
	u32 rx_conf;
	u16 rate;
	bool ps;
};

/*
 * The rtlwifi set_hw_reg() interface: callers pass (u8 *)&some_u32 or
 * (u8 *)&some_bool, chosen by variable.
 */
void set_hw_reg(struct hw *hw, u8 variable, u8 *val)
{
	switch (variable) {
	case 0:
		hw->ps = *(bool *)val;
		break;
	case 1:
		hw->rx_conf = *(u32 *)val;
		break;
	case 2:
		hw->rate = ((u16 *)val)[0];
		break;
	}
}

/* one type only: a byte buffer read as a word, high */
void set_conf(struct hw *hw, u8 *val)
{
	hw->rx_conf = *(u32 *)val;
}

/* an offset other than 0 is a buffer, not an object: high */
void set_both(struct hw *hw, u8 *val)
{
	hw->rx_conf = *(u32 *)(val + 4);
	hw->ps = *(bool *)val;
	hw->rate = *(u16 *)val;
}
