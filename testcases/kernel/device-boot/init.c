// SPDX-License-Identifier: GPL-2.0-only
/*
 * init for scripts/device-boot.sh: exercise one emulated device from inside
 * a QEMU guest and count the alignment faults that the whole system takes
 * meanwhile (perf PERF_COUNT_SW_ALIGNMENT_FAULTS, every CPU, kernel and
 * user). Built static, the only program of the initramfs.
 *
 * The kernel command line says what to do:
 *	devboot=net	the first network interface other than lo: up as
 *			10.0.2.15/24, ICMP echo to QEMU's user-network
 *			gateway 10.0.2.2 with payloads of odd and even sizes,
 *			each reply compared with what was sent
 *	devboot=block	the first disk: a pattern written at odd sector
 *			counts with O_DIRECT, read back and compared
 * Every result is a line "devboot: ..." on the console; the last is
 * "devboot: result ok" or "devboot: result FAILED", then the machine
 * reboots (QEMU runs with -no-reboot, so it exits).
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netinet/ip.h>
#include <netinet/ip_icmp.h>
#include <poll.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define MAX_CPUS	16

static int failed;

static void say(const char *fmt, ...)
{
	va_list ap;

	printf("devboot: ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

/*
 * poll() rather than usleep(): the 32-bit MIPS kernel here has no
 * 32-bit-time syscalls (COMPAT_32BIT_TIME=n in allnoconfig), and the
 * C library's nanosleep() then fails at once instead of sleeping.
 */
static void sleep_ms(int ms)
{
	poll(NULL, 0, ms);
}

static void fail(const char *fmt, ...)
{
	va_list ap;

	printf("devboot: FAIL ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
	failed = 1;
}

/*
 * One system-wide counter per CPU, sampling every fault: each sample is
 * the kernel address of the faulting instruction, which the host maps to
 * a function with the kernel's System.map.
 */
#define RING_PAGES	64
#define MAX_SITES	32

struct fault_counter {
	int fd;
	struct perf_event_mmap_page *ring;	/* NULL: count only */
	unsigned long long mark;		/* data_head at the mark */
};

static struct fault_counter counters[MAX_CPUS];
static int nr_counters;
static long page_size;

static void open_fault_counters(void)
{
	struct perf_event_attr attr;
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	struct fault_counter *c;
	void *ring;
	int cpu, fd;

	page_size = sysconf(_SC_PAGESIZE);
	memset(&attr, 0, sizeof(attr));
	attr.type = PERF_TYPE_SOFTWARE;
	attr.size = sizeof(attr);
	attr.config = PERF_COUNT_SW_ALIGNMENT_FAULTS;
	attr.sample_period = 1;
	attr.sample_type = PERF_SAMPLE_IP;
	for (cpu = 0; cpu < cpus && cpu < MAX_CPUS; cpu++) {
		fd = syscall(SYS_perf_event_open, &attr, -1, cpu, -1, 0);
		if (fd < 0) {
			fail("perf_event_open(alignment faults, cpu %d): %s",
			     cpu, strerror(errno));
			continue;
		}
		ring = mmap(NULL, (RING_PAGES + 1) * page_size, PROT_READ | PROT_WRITE,
			    MAP_SHARED, fd, 0);
		c = &counters[nr_counters++];
		c->fd = fd;
		c->ring = ring == MAP_FAILED ? NULL : ring;
		if (!c->ring)
			say("no fault sites on cpu %d: mmap: %s", cpu, strerror(errno));
	}
}

static unsigned long long fault_count(void)
{
	unsigned long long sum = 0, v;
	int i;

	for (i = 0; i < nr_counters; i++)
		if (read(counters[i].fd, &v, sizeof(v)) == sizeof(v))
			sum += v;
	return sum;
}

/* where the kernel has written to; a barrier before reading the records */
static unsigned long long ring_head(struct perf_event_mmap_page *ring)
{
	unsigned long long head = *(volatile __u64 *)&ring->data_head;

	__sync_synchronize();
	return head;
}

/* the exercise starts: later samples are its faults */
static unsigned long long fault_mark(void)
{
	int i;

	for (i = 0; i < nr_counters; i++)
		if (counters[i].ring)
			counters[i].mark = ring_head(counters[i].ring);
	return fault_count();
}

struct fault_site {
	uint64_t ip;
	unsigned long long n;
};

static void add_site(struct fault_site *sites, int *nr, uint64_t ip,
		     unsigned long long *other)
{
	int i;

	for (i = 0; i < *nr; i++)
		if (sites[i].ip == ip) {
			sites[i].n++;
			return;
		}
	if (*nr == MAX_SITES) {
		(*other)++;
		return;
	}
	sites[*nr].ip = ip;
	sites[(*nr)++].n = 1;
}

/*
 * "fault sites: IP N, ... (S of F sampled)": the samples since the mark.
 * A full ring loses samples (PERF_RECORD_LOST), and perf throttles a
 * burst; S < F says so.
 */
static void report_fault_sites(unsigned long long faults)
{
	struct fault_site sites[MAX_SITES];
	unsigned long long sampled = 0, other = 0;
	int i, nr = 0;

	for (i = 0; i < nr_counters; i++) {
		struct fault_counter *c = &counters[i];
		unsigned char *data;
		unsigned long long head, pos, size;

		if (!c->ring)
			continue;
		data = (unsigned char *)c->ring + page_size;
		size = (unsigned long long)RING_PAGES * page_size;
		head = ring_head(c->ring);
		if (head - c->mark > size)
			c->mark = head - size;	/* overwritten: the newest only */
		for (pos = c->mark; pos < head; ) {
			struct perf_event_header h;
			uint64_t ip;

			memcpy(&h, data + pos % size, sizeof(h));
			if (h.size < sizeof(h))
				break;
			if (h.type == PERF_RECORD_SAMPLE &&
			    pos % size + sizeof(h) + sizeof(ip) <= size) {
				memcpy(&ip, data + pos % size + sizeof(h), sizeof(ip));
				add_site(sites, &nr, ip, &other);
				sampled++;
			}
			pos += h.size;
		}
	}
	printf("devboot: fault sites:");
	for (i = 0; i < nr; i++)
		printf(" 0x%llx %llu", (unsigned long long)sites[i].ip, sites[i].n);
	if (other)
		printf(" other %llu", other);
	printf(" (%llu of %llu sampled)\n", sampled, faults);
	fflush(stdout);
}

static int read_file(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY);
	ssize_t n;

	if (fd < 0)
		return -1;
	n = read(fd, buf, len - 1);
	close(fd);
	if (n < 0)
		return -1;
	buf[n] = 0;
	buf[strcspn(buf, "\n")] = 0;
	return 0;
}

static unsigned long long read_number(const char *fmt, const char *name)
{
	char path[256], buf[64];

	snprintf(path, sizeof(path), fmt, name);
	return read_file(path, buf, sizeof(buf)) ? 0 : strtoull(buf, NULL, 0);
}

/* the driver bound to a sysfs device directory */
static void driver_of(const char *devdir, char *out, size_t len)
{
	char path[256], link[256];
	ssize_t n;

	snprintf(path, sizeof(path), "%s/driver", devdir);
	n = readlink(path, link, sizeof(link) - 1);
	if (n < 0) {
		snprintf(out, len, "(none)");
		return;
	}
	link[n] = 0;
	snprintf(out, len, "%.*s", (int)len - 1,
		 strrchr(link, '/') ? strrchr(link, '/') + 1 : link);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static uint16_t checksum(const void *data, size_t len)
{
	const uint8_t *p = data;
	uint32_t sum = 0;

	for (; len > 1; p += 2, len -= 2)
		sum += p[0] << 8 | p[1];
	if (len)
		sum += p[0] << 8;
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return htons(~sum);
}

static int set_if(int s, const char *ifname, unsigned long req, const char *addr)
{
	struct ifreq ifr;
	struct sockaddr_in *sin = (struct sockaddr_in *)&ifr.ifr_addr;

	memset(&ifr, 0, sizeof(ifr));
	snprintf(ifr.ifr_name, IFNAMSIZ, "%s", ifname);
	sin->sin_family = AF_INET;
	inet_pton(AF_INET, addr, &sin->sin_addr);
	return ioctl(s, req, &ifr);
}

static int find_netdev(char *ifname, size_t len)
{
	struct dirent *d;
	DIR *dir;
	int i, found = 0;

	for (i = 0; i < 100 && !found; i++) {
		dir = opendir("/sys/class/net");
		while (dir && (d = readdir(dir))) {
			if (d->d_name[0] == '.' || !strcmp(d->d_name, "lo"))
				continue;
			snprintf(ifname, len, "%.*s", (int)len - 1, d->d_name);
			found = 1;
			break;
		}
		if (dir)
			closedir(dir);
		if (!found)
			sleep_ms(100);
	}
	return found ? 0 : -1;
}

/*
 * devboot_usbconfig=N: put the first USB device (not a root hub) into
 * configuration N, for a device whose configuration the USB core would
 * not choose (it avoids RNDIS when CDC Ethernet is offered).
 */
static void set_usb_config(const char *cmdline)
{
	const char *arg = strstr(cmdline, "devboot_usbconfig=");
	char path[300], want[16];
	struct dirent *d;
	DIR *dir;
	int i, fd;

	if (!arg)
		return;
	snprintf(want, sizeof(want), "%d", atoi(arg + strlen("devboot_usbconfig=")));
	for (i = 0; i < 100; i++) {
		dir = opendir("/sys/bus/usb/devices");
		while (dir && (d = readdir(dir))) {
			/* "1-1" is a device, "usb1" a root hub, "1-1:1.0" an interface */
			if (!strchr(d->d_name, '-') || strchr(d->d_name, ':'))
				continue;
			snprintf(path, sizeof(path), "/sys/bus/usb/devices/%s/bConfigurationValue",
				 d->d_name);
			fd = open(path, O_WRONLY);
			if (fd >= 0 && write(fd, want, strlen(want)) == (ssize_t)strlen(want)) {
				say("usb: %s set to configuration %s", d->d_name, want);
				close(fd);
				closedir(dir);
				return;
			}
			if (fd >= 0)
				close(fd);
		}
		if (dir)
			closedir(dir);
		sleep_ms(100);
	}
	fail("no USB device took configuration %s", want);
}

/* echo requests of these payload sizes: odd and even, small and large */
static const int ping_sizes[] = { 56, 57, 1, 2, 3, 63, 64, 65, 255, 511, 1000, 1001, 1472, 1471, 7, 9 };

static void exercise_net(const char *cmdline)
{
	char ifname[IFNAMSIZ], devdir[300], driver[64], carrier[8] = "?";
	unsigned long long rxp0, txp0, rxb0, txb0, faults0, faults;
	unsigned char out[1600], in[1600];
	struct sockaddr_in to = { .sin_family = AF_INET };
	int s, r, i, j, sent = 0, received = 0, bytes = 0;
	struct ifreq ifr;

	set_usb_config(cmdline);
	if (find_netdev(ifname, sizeof(ifname))) {
		fail("no network interface appeared");
		return;
	}
	snprintf(devdir, sizeof(devdir), "/sys/class/net/%s/device", ifname);
	driver_of(devdir, driver, sizeof(driver));
	s = socket(AF_INET, SOCK_DGRAM, 0);
	if (set_if(s, ifname, SIOCSIFADDR, "10.0.2.15") ||
	    set_if(s, ifname, SIOCSIFNETMASK, "255.255.255.0")) {
		fail("%s: cannot set the address: %s", ifname, strerror(errno));
		return;
	}
	memset(&ifr, 0, sizeof(ifr));
	snprintf(ifr.ifr_name, IFNAMSIZ, "%s", ifname);
	ioctl(s, SIOCGIFFLAGS, &ifr);
	ifr.ifr_flags |= IFF_UP | IFF_RUNNING;
	if (ioctl(s, SIOCSIFFLAGS, &ifr)) {
		fail("%s: cannot bring it up: %s", ifname, strerror(errno));
		return;
	}
	close(s);
	for (i = 0; i < 50; i++) {
		snprintf(devdir, sizeof(devdir), "/sys/class/net/%s/carrier", ifname);
		if (!read_file(devdir, carrier, sizeof(carrier)) && carrier[0] == '1')
			break;
		sleep_ms(100);
	}
	say("net: interface %s, driver %s, carrier %s", ifname, driver, carrier);

	rxp0 = read_number("/sys/class/net/%s/statistics/rx_packets", ifname);
	txp0 = read_number("/sys/class/net/%s/statistics/tx_packets", ifname);
	rxb0 = read_number("/sys/class/net/%s/statistics/rx_bytes", ifname);
	txb0 = read_number("/sys/class/net/%s/statistics/tx_bytes", ifname);
	faults0 = fault_mark();

	s = socket(AF_INET, SOCK_RAW, IPPROTO_ICMP);
	if (s < 0) {
		fail("raw ICMP socket: %s", strerror(errno));
		return;
	}
	inet_pton(AF_INET, "10.0.2.2", &to.sin_addr);
	for (i = 0; i < (int)(sizeof(ping_sizes) / sizeof(ping_sizes[0])); i++) {
		struct icmphdr *h = (struct icmphdr *)out;
		int size = ping_sizes[i], got = 0;
		double deadline;

		memset(out, 0, sizeof(out));
		h->type = ICMP_ECHO;
		h->un.echo.id = htons(0x5a5a);
		h->un.echo.sequence = htons(i);
		for (j = 0; j < size; j++)
			out[sizeof(*h) + j] = (uint8_t)(i * 31 + j * 7);
		h->checksum = checksum(out, sizeof(*h) + size);
		if (sendto(s, out, sizeof(*h) + size, 0, (struct sockaddr *)&to,
			   sizeof(to)) < 0) {
			fail("echo %d (%d bytes): send: %s", i, size, strerror(errno));
			continue;
		}
		sent++;
		deadline = now() + 2;
		while (!got && now() < deadline) {
			struct pollfd p = { .fd = s, .events = POLLIN };
			struct iphdr *ip = (struct iphdr *)in;
			struct icmphdr *rh;

			if (poll(&p, 1, 200) <= 0)
				continue;
			r = recv(s, in, sizeof(in), 0);
			if (r < (int)sizeof(*ip))
				continue;
			rh = (struct icmphdr *)(in + ip->ihl * 4);
			if (rh->type != ICMP_ECHOREPLY || rh->un.echo.id != htons(0x5a5a) ||
			    ntohs(rh->un.echo.sequence) != i)
				continue;
			got = 1;
			if (r - ip->ihl * 4 - (int)sizeof(*rh) != size ||
			    memcmp(rh + 1, out + sizeof(*h), size)) {
				fail("echo %d (%d bytes): the reply differs", i, size);
				continue;
			}
			received++;
			bytes += size;
		}
		if (!got)
			fail("echo %d (%d bytes): no reply", i, size);
	}
	close(s);
	faults = fault_count() - faults0;
	say("net: echo to 10.0.2.2: %d sent, %d replies equal to the request (%d payload bytes)",
	    sent, received, bytes);
	say("net: %s counters: rx %llu packets %llu bytes, tx %llu packets %llu bytes",
	    ifname,
	    read_number("/sys/class/net/%s/statistics/rx_packets", ifname) - rxp0,
	    read_number("/sys/class/net/%s/statistics/rx_bytes", ifname) - rxb0,
	    read_number("/sys/class/net/%s/statistics/tx_packets", ifname) - txp0,
	    read_number("/sys/class/net/%s/statistics/tx_bytes", ifname) - txb0);
	say("alignment faults during the exercise: %llu", faults);
	report_fault_sites(faults);
}

static void exercise_block(void)
{
	char dev[64] = "", devdir[300], driver[64] = "?";
	unsigned long long faults0, faults;
	struct dirent *d;
	size_t len = 1 << 20;
	unsigned char *w, *r;
	int fd, i, n, pass, chunks = 0;
	DIR *dir;

	for (i = 0; i < 100 && !dev[0]; i++) {
		dir = opendir("/sys/block");
		while (dir && (d = readdir(dir)))
			if (!strncmp(d->d_name, "sd", 2) || !strncmp(d->d_name, "vd", 2))
				snprintf(dev, sizeof(dev), "%.63s", d->d_name);
		if (dir)
			closedir(dir);
		if (!dev[0])
			sleep_ms(100);
	}
	if (!dev[0]) {
		fail("no disk appeared");
		return;
	}
	snprintf(devdir, sizeof(devdir), "/sys/block/%s/device", dev);
	driver_of(devdir, driver, sizeof(driver));
	say("block: disk %s, %llu sectors, driver %s", dev,
	    read_number("/sys/block/%s/size", dev), driver);
	snprintf(devdir, sizeof(devdir), "/dev/%s", dev);
	if (posix_memalign((void **)&w, 4096, len) || posix_memalign((void **)&r, 4096, len)) {
		fail("out of memory");
		return;
	}
	faults0 = fault_mark();
	fd = open(devdir, O_RDWR | O_DIRECT);
	if (fd < 0) {
		fail("open %s: %s", devdir, strerror(errno));
		return;
	}
	/* chunks of 1, 3, 7, ... sectors at odd sector offsets, twice */
	for (pass = 0; pass < 2; pass++) {
		off_t pos = 512;

		for (n = 1; n * 512 <= (int)len; n = n * 2 + 1) {
			for (i = 0; i < n * 512; i++)
				w[i] = (uint8_t)(i * 13 + n + pass * 101);
			if (pwrite(fd, w, n * 512, pos) != n * 512 ||
			    pread(fd, r, n * 512, pos) != n * 512) {
				fail("%s: I/O of %d sectors at %lld: %s", dev, n,
				     (long long)pos, strerror(errno));
				break;
			}
			if (memcmp(w, r, n * 512))
				fail("%s: %d sectors at %lld read back differently", dev,
				     n, (long long)pos);
			chunks++;
			pos += (off_t)n * 512 + 512;
		}
	}
	close(fd);
	faults = fault_count() - faults0;
	say("block: %d writes and reads back of 1..1023 sectors with O_DIRECT, %s",
	    chunks, failed ? "NOT all equal" : "all equal");
	say("alignment faults during the exercise: %llu", faults);
	report_fault_sites(faults);
}

int main(void)
{
	char cmdline[1024] = "", *mode;

	mkdir("/proc", 0755);
	mkdir("/sys", 0755);
	mkdir("/dev", 0755);
	mount("proc", "/proc", "proc", 0, NULL);
	mount("sysfs", "/sys", "sysfs", 0, NULL);
	mount("devtmpfs", "/dev", "devtmpfs", 0, NULL);
	read_file("/proc/cmdline", cmdline, sizeof(cmdline));
	open_fault_counters();
	say("start, %d CPU counters, alignment faults so far in init: %llu",
	    nr_counters, fault_count());

	mode = strstr(cmdline, "devboot=");
	if (mode && !strncmp(mode + 8, "net", 3))
		exercise_net(cmdline);
	else if (mode && !strncmp(mode + 8, "block", 5))
		exercise_block();
	else
		fail("no devboot=net|block on the command line: %s", cmdline);

	say("result %s", failed ? "FAILED" : "ok");
	sync();
	reboot(RB_AUTOBOOT);
	return 0;
}
