# SPDX-License-Identifier: GPL-2.0-only
# kunit.py --qemu_config for a strict-alignment machine: QEMU's sun4u
# (UltraSPARC-IIi, big-endian, OpenBIOS). The kernel emulates a misaligned
# kernel load or store and raises PERF_COUNT_SW_ALIGNMENT_FAULTS, which
# <kunit/alignment_faults.h> counts.
#
# kunit.py appends "kunit_shutdown=reboot", and a reboot panics on
# OpenBIOS and leaves QEMU running; "--" ends the kernel's parameters, so
# our "kunit_shutdown=poweroff" is the one the kernel reads.
from ..qemu_config import QemuArchParams

QEMU_ARCH = QemuArchParams(linux_arch='sparc64',
			   kconfig='''
CONFIG_64BIT=y
CONFIG_SMP=n
CONFIG_PCI=y
CONFIG_SERIAL_SUNSU=y
CONFIG_SERIAL_SUNSU_CONSOLE=y
CONFIG_PERF_EVENTS=y
CONFIG_KALLSYMS=y
CONFIG_KUNIT_FAULT_TEST=n
''',
			   qemu_arch='sparc64',
			   kernel_path='arch/sparc/boot/image',
			   kernel_command_line='console=ttyS0 kunit_shutdown=poweroff --',
			   extra_qemu_params=['-machine', 'sun4u', '-smp', '1'])
