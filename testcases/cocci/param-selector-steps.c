/*
 * check-name: a local copy of a void * parameter, stepped per element in a switch on the callers' type
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
param-selector-steps.c:38:13: warning: unaligned 2-byte store through u16 * cast from data; use put_unaligned() (confidence: low, reason: selector-stepped) [unaligned-cast-write]
param-selector-steps.c:42:13: warning: unaligned 4-byte store through u32 * cast from data; use put_unaligned() (confidence: low, reason: selector-stepped) [unaligned-cast-write]
param-selector-steps.c:43:13: warning: unaligned 4-byte read-modify-write through u32 * cast from data (confidence: low, reason: selector-stepped) [unaligned-cast-rmw]
param-selector-steps.c:60:13: warning: unaligned 2-byte store through u16 * cast from data; use put_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-write]
param-selector-steps.c:64:13: warning: unaligned 4-byte store through u32 * cast from data; use put_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-write]
param-selector-steps.c:80:12: warning: unaligned 2-byte store through u16 * cast from data; use put_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-write]
param-selector-steps.c:83:12: warning: unaligned 4-byte store through u32 * cast from data; use put_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-write]
 * check-output-end
 */
#include <linux/types.h>

#define TAB_8BIT	0x10000000
#define TAB_16BIT	0x20000000
#define TAB_32BIT	0x30000000
#define TAB_TYPEMASK	0xF0000000

u32 reg_read(u32 reg);

/* b43: the offset says what the caller's table holds */
void tab_read_bulk(u32 offset, unsigned int nr_elements, void *_data)
{
	u32 type = offset & TAB_TYPEMASK;
	u8 *data = _data;
	unsigned int i;

	for (i = 0; i < nr_elements; i++) {
		switch (type) {
		case TAB_8BIT:
			*data = reg_read(offset) & 0xFF;
			data++;
			break;
		case TAB_16BIT:
			*((u16 *)data) = reg_read(offset);
			data += 2;
			break;
		case TAB_32BIT:
			*((u32 *)data) = reg_read(offset);
			*((u32 *)data) <<= 16;
			data += 4;
			break;
		}
	}
}

/* a case that steps by another size: a packed record, still reported */
void tab_read_records(u32 offset, unsigned int nr, void *_data)
{
	u32 type = offset & TAB_TYPEMASK;
	u8 *data = _data;
	unsigned int i;

	for (i = 0; i < nr; i++) {
		switch (type) {
		case TAB_16BIT:
			*((u16 *)data) = reg_read(offset);
			data += 3;
			break;
		case TAB_32BIT:
			*((u32 *)data) = reg_read(offset);
			data += 4;
			break;
		}
	}
}

/* the pointer also moves outside the switch: still reported */
void tab_read_skip(u32 offset, unsigned int nr, void *_data)
{
	u32 type = offset & TAB_TYPEMASK;
	u8 *data = _data;

	data += nr;
	switch (type) {
	case TAB_16BIT:
		*((u16 *)data) = reg_read(offset);
		break;
	case TAB_32BIT:
		*((u32 *)data) = reg_read(offset);
		break;
	}
}
