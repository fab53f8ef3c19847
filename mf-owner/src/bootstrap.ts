// This remote has no page of its own: the shell loads its exposed screens (src/exposes/*).
import './remote-setup';
