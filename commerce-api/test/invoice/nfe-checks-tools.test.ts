import { runTool, toolVersions } from '../nfe-checks';

// The independent checkers run as child processes; how they are run must not decide a verdict.
describe('the checkers’ tools are run so that only their exit status and output count', () => {
  it('a tool that exits without reading its input (a closed pipe, EPIPE) still gives its status', async () => {
    // 4 MiB is far more than a pipe buffers: `true` exits and the write meets a closed pipe.
    const r = await runTool('true', [], Buffer.alloc(4 << 20, 0x41));
    expect(r.status).toBe(0);
  });

  it('asking the versions again and again never fails (no stdin for a tool that takes none)', async () => {
    for (let i = 0; i < 20; i++) expect((await toolVersions()).zbarimg).toMatch(/^\d+\.\d+/);
  });
});
