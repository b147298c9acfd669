/*
 * check-name: a wireless-extensions handler gets extra aligned from the wext core (contract wext-extra): low; other char pointers high
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
safe-wext-extra.c:25:17: warning: unaligned 4-byte load through int * cast from extra; use get_unaligned() (confidence: low, reason: api-contract:wext-extra) [unaligned-cast-read]
safe-wext-extra.c:25:32: warning: unaligned 4-byte access through parms, which points into extra; pointer made on line 23 (confidence: low, reason: api-contract:wext-extra) [unaligned-pointer-var]
safe-wext-extra.c:33:17: warning: unaligned 4-byte load through int * cast from extra; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
safe-wext-extra.c:33:32: warning: unaligned 4-byte access through parms, which points into extra; pointer made on line 31 (confidence: moderate, reason: byte-parameter) [unaligned-pointer-var]
safe-wext-extra.c:41:17: warning: unaligned 4-byte load through int * cast from extra; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>

struct net_device;
struct iw_request_info;
union iwreq_data;

/* an iw_handler: the wext core hands extra in aligned memory */
static int set_power(struct net_device *dev, struct iw_request_info *info,
		     union iwreq_data *wrqu, char *extra)
{
	int *parms = (int *)extra;

	return *(int *)extra + parms[1];
}

/* not a handler: the same code on any char pointer is reported */
static int get_word(struct net_device *dev, char *extra)
{
	int *parms = (int *)extra;

	return *(int *)extra + parms[1];
}

/* a handler that moves extra: unknown again */
static int set_skip(struct net_device *dev, struct iw_request_info *info,
		    union iwreq_data *wrqu, char *extra)
{
	extra += wrqu ? 1 : 0;
	return *(int *)extra;
}
