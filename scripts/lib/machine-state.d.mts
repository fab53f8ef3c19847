export interface CpuTimes {
  total: number;
  idle: number;
  steal: number;
}
export interface MemoryState {
  availableMiB: number;
  swapUsedMiB: number;
}
export interface MachineSnapshot {
  cpu?: CpuTimes;
  memory?: MemoryState;
  load?: string;
  processes?: Record<string, number>;
}
export function cpuTimes(stat?: string): CpuTimes | undefined;
export function memory(meminfo?: string): MemoryState | undefined;
export function watchedProcesses(): Record<string, number>;
export function machineSnapshot(): MachineSnapshot;
export function describeInterval(before: MachineSnapshot, after: MachineSnapshot): string;
