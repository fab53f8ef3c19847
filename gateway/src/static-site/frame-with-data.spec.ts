import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RENDERED_FRAME_TTL_MS,
  answerReads,
  renderedFrames,
  routeParams,
  servedAnswersScript,
  type ServiceGet,
} from './frame-with-data.js';
import { FRAMES_DIR, SCREEN_FRAME_ROUTES, SCREEN_PAGE, screenPages } from './screen-frame.js';

// A frame rendered with its data at request time (issue 40, ADR 0096): the gateway asks the services only for public
// reads of the route table, checked by their contracts both ways, and serves the frame as built whenever one is not
// to be had.

const DOCTOR_ID = '8a0c6f1e-2b4d-4c3a-9e57-1d2f3a4b5c6d';
const DOCTOR = {
  _id: DOCTOR_ID,
  email: 'dr.perera@vetnow.lk',
  fullName: 'Dr. Nimal </script> Perera',
  specialization: 'General Veterinary',
  experience: 12,
  qualifications: ['BVSc'],
  contactNumber: '0771002001',
  clinicAddress: { street: '45 Pannipitiya Road', city: 'Battaramulla', location: 'Battaramulla' },
  consultationFee: 2500,
  workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
  isActive: true,
};
const GET_DOCTOR = { route: 'clinic.getDoctor', params: { id: DOCTOR_ID } };

/** A service that answers `answers[path]` (404 for anything else) and records what it was asked. */
function services(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const get: ServiceGet = async (service, path) => {
    asked.push(`${service} ${path}`);
    return path in answers
      ? { statusCode: 200, body: answers[path] }
      : { statusCode: 404, body: { message: 'Doctor not found' } };
  };
  return { get, asked };
}

describe('reads a frame is rendered with', () => {
  it("takes a route's params from its path", () => {
    expect(routeParams('/book-appointment/:doctorId', `/book-appointment/${DOCTOR_ID}/`)).toEqual({
      doctorId: DOCTOR_ID,
    });
    expect(routeParams('/a/:x/b/:y', '/a/1%202/b/%E0%A4')).toEqual({ x: '1 2', y: '%E0%A4' });
  });

  it('asks the owning service for a public read and keeps its answer as the contract names it', async () => {
    const svc = services({ [`/doctors/${DOCTOR_ID}`]: DOCTOR });
    expect(await answerReads([GET_DOCTOR], svc.get, () => 1234)).toEqual([
      { ...GET_DOCTOR, data: DOCTOR, at: 1234 },
    ]);
    expect(svc.asked).toEqual([`clinic /doctors/${DOCTOR_ID}`]);
  });

  it('gives no answers for a 404, an answer its contract refuses, or input its contract refuses (never asked)', async () => {
    expect(await answerReads([GET_DOCTOR], services({}).get)).toBeUndefined();
    expect(
      await answerReads(
        [GET_DOCTOR],
        services({ [`/doctors/${DOCTOR_ID}`]: { ...DOCTOR, fullName: 42 } }).get,
      ),
    ).toBeUndefined();
    const svc = services({});
    expect(await answerReads([{ route: 'clinic.getDoctor', params: { id: '' } }], svc.get)).toBeUndefined();
    expect(svc.asked).toEqual([]);
  });

  it('refuses a read that is not a public GET of the route table: a remote never makes the gateway ask for more', async () => {
    const svc = services({});
    for (const route of [
      'booking.own',
      'clinic.adminListDoctors',
      'booking.book',
      'gateway.adminStats',
      'no.such',
    ]) {
      await expect(answerReads([{ route }], svc.get)).rejects.toThrow(/not a public read/);
    }
    expect(svc.asked).toEqual([]);
  });

  it('writes the answers as JSON that cannot end its <script> early', () => {
    const script = servedAnswersScript([{ ...GET_DOCTOR, data: DOCTOR, at: 1 }]);
    expect(script.startsWith('<script type="application/json" data-served-answers="">')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json)[0].data.fullName).toBe('Dr. Nimal </script> Perera');
  });
});

describe('frames rendered with data, kept a few seconds', () => {
  it('renders once for the same answers within the time, again after it or for other answers', () => {
    let clock = 0;
    const rendered = renderedFrames(() => clock);
    let renders = 0;
    const key = {
      bundle: 'b',
      expose: 'e',
      pathname: '/p',
      answers: [{ ...GET_DOCTOR, data: DOCTOR, at: 1 }],
    };
    const render = () => `html ${++renders}`;
    expect(rendered(key, render)).toBe('html 1');
    clock = RENDERED_FRAME_TTL_MS - 1;
    // The same data asked at another time is the same answer.
    expect(rendered({ ...key, answers: [{ ...GET_DOCTOR, data: DOCTOR, at: 2 }] }, render)).toBe('html 1');
    expect(
      rendered(
        { ...key, answers: [{ ...GET_DOCTOR, data: { ...DOCTOR, consultationFee: 3000 }, at: 2 }] },
        render,
      ),
    ).toBe('html 2');
    clock = RENDERED_FRAME_TTL_MS;
    expect(rendered(key, render)).toBe('html 3');
  });
});

describe('a framed page with data', () => {
  let root: string;
  const slot = '<div data-screen-frame-slot=""></div>';
  const shell = () => join(root, 'shell');
  const owner = () => join(root, 'owner');
  const framePath = () => join(owner(), FRAMES_DIR, 'book-appointment-page.json');
  /** The frame as the remote's build writes it, naming its renderer (`frames/render/<hash>/bundle.cjs`). */
  const writeFrame = (renderer: string) => {
    const frame = {
      expose: 'book-appointment-page',
      language: 'en',
      html: '<div class="contents">spinner</div>',
      css: 'b{}',
      renderer,
    };
    writeFileSync(framePath(), JSON.stringify(frame));
  };
  /** A renderer as a remote's build keeps it (which reads, and the frame with their answers), and the frame naming it. */
  const writeRenderer = (version: string, body?: string) => {
    mkdirSync(join(owner(), 'frames/render', version), { recursive: true });
    writeFileSync(
      join(owner(), 'frames/render', version, 'bundle.cjs'),
      body ??
        `exports.frameReads = (expose, p) => expose === 'book-appointment-page' ? [{ route: 'clinic.getDoctor', params: { id: p.doctorId } }] : [];
       exports.renderFrameAt = (expose, at) => '<div class="contents">${version} ' + at.pattern + ' ' + at.answers[0].data.consultationFee + '</div>';`,
    );
    writeFrame(`frames/render/${version}/bundle.cjs`);
    // A new frame file (the gateway reads it again when its date or size changes).
    utimesSync(
      framePath(),
      new Date(),
      new Date(Date.now() + Number(version.replace(/\D/g, '') || 0) * 1000),
    );
  };
  const request = {
    headers: { cookie: 'vetnow.role=user', 'accept-language': 'en' },
    id: 'r1',
    ip: '10.0.0.1',
  };
  /** The pages of the shell and the owner remote, the clinic answering the demo doctor; the warnings they log. */
  const framedPages = () => {
    const svc = services({ [`/doctors/${DOCTOR_ID}`]: DOCTOR });
    const warnings: unknown[] = [];
    const pages = screenPages(
      shell(),
      { owner: owner() },
      { get: () => svc.get, warn: (err) => warnings.push(err) },
    );
    return { pages, warnings };
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'vetnow-frame-data-'));
    mkdirSync(shell());
    mkdirSync(join(owner(), FRAMES_DIR), { recursive: true });
    writeFileSync(join(shell(), SCREEN_PAGE), `<head><style>a{}</style></head><main>${slot}</main>`);
    writeFileSync(
      join(shell(), SCREEN_FRAME_ROUTES),
      JSON.stringify({
        slot,
        routes: [
          {
            pattern: '/book-appointment/:doctorId',
            role: 'user',
            remote: 'owner',
            expose: 'book-appointment-page',
          },
        ],
      }),
    );
    writeRenderer('v1');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('renders the frame with the doctor and carries the answer; the frame as built when it cannot; a new renderer is taken up', async () => {
    const { pages, warnings } = framedPages();
    const page = await pages.pageFor(request, `/book-appointment/${DOCTOR_ID}`);
    expect(page).toContain(
      '<div class="contents">v1 /book-appointment/:doctorId 2500</div></div><script type="application/json" data-served-answers="">',
    );
    expect(page).not.toContain('spinner');

    // An unknown doctor: the frame as built, and no answers.
    const unknown = await pages.pageFor(request, '/book-appointment/00000000-0000-4000-8000-000000000000');
    expect(unknown).toContain('spinner');
    expect(unknown).not.toContain('data-served-answers');
    expect(warnings).toEqual([]);

    // The remote redeployed while the gateway runs: its new renderer renders the next page.
    writeRenderer('v2');
    expect(await pages.pageFor(request, `/book-appointment/${DOCTOR_ID}`)).toContain('v2 /book-appointment');
  });

  it('serves the frame as built, and says why, when the renderer fails or renders what the CSP would refuse', async () => {
    const { pages, warnings } = framedPages();
    writeRenderer(
      'v3',
      `exports.frameReads = () => [{ route: 'clinic.getDoctor', params: { id: '${DOCTOR_ID}' } }];
      exports.renderFrameAt = () => '<div style="color:red">x</div>';`,
    );
    expect(await pages.pageFor(request, `/book-appointment/${DOCTOR_ID}`)).toContain('spinner');
    expect(String(warnings[0])).toMatch(/not servable/);

    const down: ServiceGet = () => Promise.reject(new Error('The clinic service is unavailable'));
    const without = screenPages(
      shell(),
      { owner: owner() },
      { get: () => down, warn: (err) => warnings.push(err) },
    );
    expect(await without.pageFor(request, `/book-appointment/${DOCTOR_ID}`)).toContain('spinner');
    expect(String(warnings[1])).toMatch(/unavailable/);

    // A frame that names a renderer outside the remote's renderers: never loaded.
    writeFrame('../../../evil.cjs');
    utimesSync(framePath(), new Date(), new Date(Date.now() + 60_000));
    expect(await pages.pageFor(request, `/book-appointment/${DOCTOR_ID}`)).toContain('spinner');
    expect(String(warnings[2])).toMatch(/outside frames\/render/);

    // No services given (a gateway that renders no data): the frame as built.
    expect(
      await screenPages(shell(), { owner: owner() }).pageFor(request, `/book-appointment/${DOCTOR_ID}`),
    ).toContain('spinner');
  });

  it('keeps its answers from whoever is not signed in as its role', async () => {
    const svc = services({ [`/doctors/${DOCTOR_ID}`]: DOCTOR });
    const pages = screenPages(shell(), { owner: owner() }, { get: () => svc.get, warn: () => undefined });
    expect(
      await pages.pageFor(
        { ...request, headers: { cookie: 'vetnow.role=doctor' } },
        `/book-appointment/${DOCTOR_ID}`,
      ),
    ).toBeUndefined();
    expect(svc.asked).toEqual([]);
  });
});
