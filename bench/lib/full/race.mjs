// (a) many owners, one slot: every registered owner books the same slot at once, each on a connection of its own;
// exactly one 201 and a 409 Conflict for each of the others.
import { apiClient, book, bookBody, describe } from '../../../scripts/lib/vetnow-api.mjs';

/** (a)'s two rows; a few of any other answers in the progress lines. */
export async function measureRace({ size, progress, report, env, owners, slots }) {
  const { row } = report;
  progress(`(a) ${size.racers} concurrent bookings of one slot…`);
  const racePool = apiClient(env.gatewayUrl, { connections: size.racers });
  const raceAnswers = await Promise.all(owners.map((o, i) => book(racePool, o, bookBody(slots.race, `Racer${i}`))));
  await racePool.close();
  const count = (s) => raceAnswers.filter((a) => a.status === s).length;
  const others = raceAnswers.filter((a) => a.status !== 201 && a.status !== 409);
  row('a', `${size.racers} concurrent bookings of one slot: successes`, count(201), '', 'exactly 1', count(201) === 1);
  row('a', '… 409 Conflict answers', count(409), '', `${size.racers - 1}`, count(409) === size.racers - 1);
  if (others.length) progress(`(a) other answers: ${others.slice(0, 3).map((a) => describe('POST', '/appointments/book', a)).join(' | ')}`);
}
