# SPDX-License-Identifier: GPL-2.0-only
# kunit.py --qemu_config for a strict-alignment machine: QEMU's MIPS Malta
# with a 24Kf, 32-bit big-endian. do_ade() emulates a misaligned kernel
# load or store and raises PERF_COUNT_SW_ALIGNMENT_FAULTS (it logs
# nothing), which <kunit/alignment_faults.h> counts.
#
# Malta resets through the device tree's syscon-reboot node: without
# POWER_RESET_SYSCON kunit.py's reboot halts and QEMU never exits.
from ..qemu_config import QemuArchParams

QEMU_ARCH = QemuArchParams(linux_arch='mips',
			   kconfig='''
CONFIG_MIPS_MALTA=y
CONFIG_CPU_BIG_ENDIAN=y
CONFIG_CPU_MIPS32_R2=y
CONFIG_32BIT=y
CONFIG_PCI=y
CONFIG_SERIAL_8250=y
CONFIG_SERIAL_8250_CONSOLE=y
CONFIG_PERF_EVENTS=y
CONFIG_KALLSYMS=y
CONFIG_POWER_RESET=y
CONFIG_POWER_RESET_SYSCON=y
''',
			   qemu_arch='mips',
			   kernel_path='vmlinux',
			   kernel_command_line='console=ttyS0',
			   extra_qemu_params=['-machine', 'malta', '-cpu', '24Kf'])
