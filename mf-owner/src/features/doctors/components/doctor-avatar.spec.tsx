import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { AVATAR_COLOURS, DoctorAvatar, avatarColour, doctorInitials } from './doctor-avatar';

describe('DoctorAvatar', () => {
  it('writes the initials without the title', () => {
    expect(doctorInitials('Dr. Nimal Perera')).toBe('NP');
    expect(doctorInitials('Dr Anjali  Ruwanthi Silva')).toBe('AS');
    expect(doctorInitials('Kamal')).toBe('K');
  });

  it('gives a doctor the same colour every time, and different doctors different colours', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `doctor-${i}`);
    for (const id of ids) expect(avatarColour(id)).toBe(avatarColour(id));
    expect(new Set(ids.map(avatarColour)).size).toBeGreaterThan(AVATAR_COLOURS.length / 2);
  });

  it('is hidden from assistive technology (the name is written beside it)', () => {
    const { container } = render(<DoctorAvatar doctor={{ _id: 'd-1', fullName: 'Dr. Nimal Perera' }} />);
    const avatar = container.firstElementChild!;
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveTextContent('NP');
    expect(avatar.className).toContain(avatarColour('d-1'));
  });
});
