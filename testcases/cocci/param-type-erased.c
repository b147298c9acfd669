/*
 * check-name: a byte pointer parameter cast to several types at offset 0, or in a switch on another parameter, carries typed objects: low
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
param-type-erased.c:55:25: warning: unaligned 4-byte load through u32 * cast from val; use get_unaligned() (confidence: low, reason: type-erased) [unaligned-cast-read]
param-type-erased.c:58:22: warning: unaligned 2-byte load through u16 * cast from val; use get_unaligned() (confidence: low, reason: type-erased) [unaligned-cast-read]
param-type-erased.c:66:24: warning: unaligned 4-byte load through u32 * cast from val; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
param-type-erased.c:72:24: warning: unaligned 4-byte load through u32 * cast from (val + 4); use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
param-type-erased.c:74:21: warning: unaligned 2-byte load through u16 * cast from val; use get_unaligned() (confidence: low, reason: type-erased) [unaligned-cast-read]
param-type-erased.c:85:25: warning: unaligned 4-byte load through u32 * cast from val; use get_unaligned() (confidence: low, reason: type-erased) [unaligned-cast-read]
param-type-erased.c:97:25: warning: unaligned 4-byte load through u32 * cast from val; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
param-type-erased.c:112:25: warning: unaligned 4-byte load through u32 * cast from val; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-		hw->rx_conf = *(u32 *)val;
+		hw->rx_conf = get_unaligned((u32 *)val);
-		hw->rate = ((u16 *)val)[0];
+		hw->rate = get_unaligned((u16 *)val);
-	hw->rx_conf = *(u32 *)val;
+	hw->rx_conf = get_unaligned((u32 *)val);
-	hw->rx_conf = *(u32 *)(val + 4);
+	hw->rx_conf = get_unaligned((u32 *)(val + 4));
-	hw->rate = *(u16 *)val;
+	hw->rate = get_unaligned((u16 *)val);
-		hw->rx_conf = *(u32 *)val;
+		hw->rx_conf = get_unaligned((u32 *)val);
-		hw->rx_conf = *(u32 *)val;
+		hw->rx_conf = get_unaligned((u32 *)val);
-		hw->rx_conf = *(u32 *)val;
+		hw->rx_conf = get_unaligned((u32 *)val);
 * check-fix-end
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

/*
 * The rtlwifi set_desc() interface: one type, but only in a switch on
 * another parameter, so the selector says what the caller passed: low.
 */
void set_desc(struct hw *hw, u8 desc_name, u8 *val)
{
	switch (desc_name) {
	case 1:
		hw->rx_conf = *(u32 *)val;
		break;
	default:
		break;
	}
}

/* in a switch, but also read as bytes: a byte buffer, high */
void set_desc_bytes(struct hw *hw, u8 desc_name, u8 *val)
{
	switch (desc_name) {
	case 1:
		hw->rx_conf = *(u32 *)val;
		break;
	default:
		hw->ps = val[1];
		break;
	}
}

/* a switch on a local is no selector of the caller: high */
void set_desc_local(struct hw *hw, u8 *val)
{
	u8 kind = hw->ps;

	switch (kind) {
	case 1:
		hw->rx_conf = *(u32 *)val;
		break;
	}
}
