/*
 * check-name: a local copy of a parameter that every caller gives an skb's header
 * check-command: unaligned-check --confidence low $file
 *
 * l2tp_build_l2tpv3_header(): char *bufp = buf, where every caller
 * passes __skb_push(), the start of a header. The stores at 0, 2 and 4
 * are at the header's aligned positions; a move in a block after the
 * access (cookie_len) does not change where the earlier ones are. The
 * store after the cookie is at an unknown position (moderate), and the
 * builder whose caller passes a position of its own stays moderate.
 *
 * check-output-start
param-copy-callers.c:37:15: warning: unaligned 2-byte store through __be16 * cast from bufp; use put_unaligned() (confidence: low, reason: member-origin) [unaligned-cast-write]
param-copy-callers.c:39:15: warning: unaligned 2-byte store through __be16 * cast from bufp; use put_unaligned() (confidence: low, reason: member-origin) [unaligned-cast-write]
param-copy-callers.c:42:14: warning: unaligned 4-byte store through __be32 * cast from bufp; use put_unaligned() (confidence: low, reason: member-origin) [unaligned-cast-write]
param-copy-callers.c:48:14: warning: unaligned 4-byte store through __be32 * cast from bufp; use put_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-write]
param-copy-callers.c:62:14: warning: unaligned 4-byte store through __be32 * cast from bufp; use put_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-write]
 * check-output-end
 */
#include <linux/skbuff.h>
#include <linux/string.h>

struct session {
	int udp;
	u32 id;
	int cookie_len;
	u8 cookie[8];
	int hdr_len;
};

static int build_header(struct session *s, void *buf)
{
	char *bufp = buf;
	char *optr = bufp;

	if (s->udp) {
		*((__be16 *)bufp) = htons(3);
		bufp += 2;
		*((__be16 *)bufp) = 0;
		bufp += 2;
	}
	*((__be32 *)bufp) = htonl(s->id);
	bufp += 4;
	if (s->cookie_len) {
		memcpy(bufp, s->cookie, s->cookie_len);
		bufp += s->cookie_len;
	}
	*((__be32 *)bufp) = 0;
	bufp += 4;
	return bufp - optr;
}

void xmit(struct sk_buff *skb, struct session *s)
{
	build_header(s, __skb_push(skb, s->hdr_len));
}

static void put_id(struct session *s, void *buf)
{
	char *bufp = buf;

	*((__be32 *)bufp) = htonl(s->id);
}

void put_ids(struct session *s, u8 *pos)
{
	put_id(s, pos + 1);
}
