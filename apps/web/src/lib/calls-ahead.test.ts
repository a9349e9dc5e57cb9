import { afterEach, describe, expect, it, vi } from 'vitest';

const sent: string[] = [];
vi.stubGlobal(
  'fetch',
  vi.fn(async (url: string) => {
    sent.push(url);
    const body =
      url === '/api/user/home-rigs' ? { status: true, data: { rigs: [{ id: 3, name: 'Nordic Star' }] } } : {};
    return new Response(JSON.stringify(body), { status: 200 });
  }),
);
const remembered = new Map<string, string>();
vi.stubGlobal('window', {
  sessionStorage: { getItem: (key: string) => remembered.get(key) ?? null },
});

const { callFirstPageAhead, forgetCallsAhead, takeAhead } = await import('./calls-ahead');

afterEach(() => {
  sent.length = 0;
  remembered.clear();
  forgetCallsAhead();
  vi.useRealTimers();
});

describe('calls made ahead at sign-in', () => {
  it("asks rig logistics' home page calls at once, and its figures with the home rigs once they are known", async () => {
    callFirstPageAhead('rig_logistics', 'token-1');
    expect(sent).toEqual([
      '/api/notification/list?page=1&limit=8',
      '/api/rig/list?page=1&limit=100',
      '/api/user/home-rigs',
    ]);
    await vi.waitFor(() => expect(sent).toHaveLength(5));
    expect(sent.slice(3)).toEqual([
      '/api/dashboard/rig-logistics?rig_ids=3',
      '/api/dashboard/site-operations?rig_ids=3',
    ]);
  });

  it('asks every rig when the tab last chose all rigs', async () => {
    remembered.set('rigline.rigScope', 'all');
    callFirstPageAhead('rig_logistics', 'token-1');
    await vi.waitFor(() => expect(sent).toHaveLength(5));
    expect(sent.slice(3)).toEqual(['/api/dashboard/rig-logistics', '/api/dashboard/site-operations']);
  });

  it('hands an answer once, to the same token only, and not once it is old', async () => {
    callFirstPageAhead('rig_logistics', 'token-1');
    expect(takeAhead('/api/rig/list?page=1&limit=100', 'someone-else')).toBeUndefined();
    // Asked by another token, the answer was dropped: the page asks itself.
    expect(takeAhead('/api/rig/list?page=1&limit=100', 'token-1')).toBeUndefined();
    const answer = takeAhead('/api/notification/list?page=1&limit=8', 'token-1');
    expect((await answer)?.status).toBe(200);
    expect(takeAhead('/api/notification/list?page=1&limit=8', 'token-1')).toBeUndefined();

    vi.useFakeTimers({ now: Date.now() + 60_000 });
    expect(takeAhead('/api/user/home-rigs', 'token-1')).toBeUndefined();
  });

  it('asks nothing ahead for the roles whose home page it does not know', () => {
    callFirstPageAhead('supplier', 'token-1');
    callFirstPageAhead('base_coordinator', 'token-1');
    callFirstPageAhead('admin', 'token-1');
    expect(sent).toEqual([]);
  });
});
