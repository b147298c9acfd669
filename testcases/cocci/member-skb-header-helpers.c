/*
 * check-name: the typed header helpers (udp_hdr(), ip_hdr(), ...) point where the skb header pointers do
 * check-command: unaligned-check --confidence low $file
 *
 * xfrm4_input.c reads the UDP payload as words: udpdata = (__u8 *)uh +
 * sizeof(struct udphdr) with uh = udp_hdr(skb), the transport header,
 * which the stack keeps aligned as it does skb->data (low, as
 * skb_transport_header(skb) + 8 is). A header pointer that comes from
 * the caller, or that the function moves, is a position anywhere.
 *
 * check-output-start
member-skb-header-helpers.c:31:20: warning: unaligned 4-byte access through udpdata32, which points into udpdata; pointer made on line 30 (confidence: low, reason: member-origin) [unaligned-pointer-var]
member-skb-header-helpers.c:36:20: warning: unaligned 4-byte load through __be32 * cast from ((u8 *) ip_hdr(skb) + 12); use get_unaligned() (confidence: low, reason: struct-member) [unaligned-cast-read]
member-skb-header-helpers.c:44:20: warning: unaligned 4-byte access through udpdata32, which points into udpdata; pointer made on line 42 (confidence: moderate, reason: unknown-origin) [unaligned-pointer-var]
member-skb-header-helpers.c:54:20: warning: unaligned 4-byte load through __be32 * cast from udpdata; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/skbuff.h>
#include <linux/udp.h>
#include <linux/ip.h>

int esp_in_udp(struct sk_buff *skb)
{
	struct udphdr *uh;
	__u8 *udpdata;
	__be32 *udpdata32;

	uh = udp_hdr(skb);
	udpdata = (__u8 *)uh + sizeof(struct udphdr);
	udpdata32 = (__be32 *)udpdata;
	return udpdata32[0] != 0;
}

__be32 source_address(struct sk_buff *skb)
{
	return *(__be32 *)((u8 *)ip_hdr(skb) + 12);
}

int esp_in_udp_at(struct udphdr *uh)
{
	__u8 *udpdata = (__u8 *)uh + sizeof(struct udphdr);
	__be32 *udpdata32 = (__be32 *)udpdata;

	return udpdata32[0] != 0;
}

int esp_in_udp_moved(struct sk_buff *skb, int n)
{
	struct udphdr *uh = udp_hdr(skb);
	__u8 *udpdata;

	uh += n;
	udpdata = (__u8 *)uh + sizeof(struct udphdr);
	return *(__be32 *)udpdata != 0;
}
