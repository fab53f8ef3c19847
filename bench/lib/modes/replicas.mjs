// `--replicas N`: the replicas measure alone (issue 16; its method: ../replicas.mjs), its rows, table and JSON.
import { measureReplicas } from '../replicas.mjs';
import { round } from '../stats.mjs';

/** Runs (r) with one copy of svc-booking, then `replicas` copies; prints the table and exits. */
export async function benchReplicas({ quick, build, progress, report }, replicas) {
  const { row } = report;
  let code = 0;
  let runs = [];
  try {
    runs = await measureReplicas({ replicas, bookings: quick ? 120 : 400, build, progress });
  } catch (err) {
    code = 1;
    progress(`FAILED: ${err.stack ?? err.message}`);
  }
  const copiesLabel = (n) => `${n} cop${n === 1 ? 'y' : 'ies'}`;
  for (const concurrency of [...new Set(runs.map((r) => r.concurrency))]) {
    const one = runs.find((r) => r.copies === 1 && r.concurrency === concurrency);
    const many = runs.find((r) => r.copies === replicas && r.concurrency === concurrency);
    for (const r of [one, many].filter(Boolean)) {
      const load = `load ${r.loadBefore} → ${r.loadAfter}`;
      row('r', `${copiesLabel(r.copies)} of svc-booking, concurrency ${concurrency}: throughput (${r.booked} booked, ${r.failed} failed; ${load})`, r.throughput, 'req/s', '—');
      row('r', '… p50 / p99', `${round(r.p50)} / ${round(r.p99)}`, 'ms', '—');
      const cpu = Object.entries(r.cpuMsPerBooking).map(([k, v]) => `${k} ${v}`).join(', ');
      row('r', `… CPU per booking, ms (${cpu})`, Object.values(r.cpuMsPerBooking).reduce((a, b) => a + b, 0), 'ms', '—');
    }
    if (one && many) {
      const ratio = many.throughput / one.throughput;
      row('r', `${copiesLabel(replicas)} ÷ 1 copy, throughput at concurrency ${concurrency}`, ratio, '×', '≥ 0.9 (≤ 10 % lost to coordination)', ratio >= 0.9);
    }
  }
  report.details.replicas = runs;
  report.finish({ mode: `replicas ${replicas}${quick ? ', quick' : ''}`, code, prefix: 'replicas-' });
}
