import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { Role } from '@rigline/contract/roles';
import { DEMO_ADMIN_CREDENTIALS, DEMO_CREDENTIALS } from '../apps/server/src/db/seed/demo-accounts.ts';

export const DEMO_BUTTON: Record<Role, string> = {
  supplier: 'Supplier',
  rig_logistics: 'Rig Logistics',
  base_coordinator: 'Base Coordinator',
};

export const HOME: Record<Role, string> = {
  supplier: '/supplier',
  rig_logistics: '/rig-logistics',
  base_coordinator: '/base-coordinator',
};

/** Signs in the way a person does: the demo button fills the form, Sign In submits it. */
export async function signInWithDemoButton(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: DEMO_BUTTON[role], exact: true }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
}

/** The toasts on screen (sonner's region), so a toast's text is not confused with the page's. */
const utcFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** A time as the screens write it in UTC ("01 Dec 2026, 08:00 UTC"), written here apart from the app's own. */
export function shownUtc(at: number): string {
  return utcFormat.format(new Date(at));
}

/** Fills the Book Backload form with a rental return of two crates of mud pump liners, from `rig` to `vendor`. */
export async function fillRentalReturn(dialog: Locator, rig: string, vendor: string): Promise<void> {
  await dialog.getByLabel('Rig').selectOption({ label: rig });
  await dialog.getByLabel('Description').fill('Mud pump liner set (rental)');
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Unit', { exact: true }).fill('crate');
  await dialog.getByLabel('Weight per unit (kg)').fill('850');
  await dialog.getByLabel('Length (m)').fill('1.2');
  await dialog.getByLabel('Width (m)').fill('1');
  await dialog.getByLabel('Height (m)').fill('0.8');
  await dialog.getByLabel('Vendor (rental owner)').selectOption({ label: vendor });
}

export function toasts(page: Page) {
  return page.locator('[data-sonner-toaster]');
}

/** Signs in through the API and returns the token, for preparing data a journey starts from. */
export async function apiToken(request: APIRequestContext, role: Role): Promise<string> {
  const response = await request.post('/api/auth/login', { data: DEMO_CREDENTIALS[role] });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.token as string;
}

/** Calls the API as the holder of `token` and returns `data`, failing the test on a refusal. */
export async function apiCall<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = await response.json();
  expect(response.ok(), `${method} ${url}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

/**
 * Opens `url` and resolves once the page's live-updates stream is open, so that what others do from now on
 * reaches this screen. The stream opens after the page's first reads, and a change made in between is not heard
 * until something refetches: a journey that watches for someone else's change waits for this before the change.
 */
export async function gotoWatching(page: Page, url: string): Promise<void> {
  const stream = page.waitForResponse((response) => response.url().includes('/api/events/stream'));
  await page.goto(url);
  await stream;
}

/** Signs in through the login form with an account that has no demo button. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * A supplier company of the journey's own, with one user who has chosen a password and one catalogue item,
 * made by the demo admin through the API. The demo supplier's bell also counts what every other journey running
 * beside this one sends the Gulf company, so a journey that counts notices uses a company nobody else does.
 */
export async function supplierOfItsOwn(
  request: APIRequestContext,
  run: string,
): Promise<{ email: string; password: string; fullName: string; token: string; matCode: string }> {
  const adminToken = (
    (await (await request.post('/api/auth/login', { data: DEMO_ADMIN_CREDENTIALS })).json()) as {
      data: { token: string };
    }
  ).data.token;
  const { vendor } = await apiCall<{ vendor: { id: number } }>(
    request,
    adminToken,
    'POST',
    '/api/vendor/create',
    {
      name: `Journey Supply ${run}`,
      category: 'Tubulars',
    },
  );
  const email = `journey-${run.toLowerCase()}@rigline.test`;
  const fullName = `Jo Journey ${run}`;
  const first = 'first password handed over';
  const password = 'a password of my own choosing';
  await apiCall(request, adminToken, 'POST', '/api/user/create', {
    email,
    full_name: fullName,
    role_slug: 'supplier',
    vendor_id: vendor.id,
    password: first,
  });
  const firstLogin = await request.post('/api/auth/login', { data: { email, password: first } });
  expect(firstLogin.ok()).toBe(true);
  const firstToken = ((await firstLogin.json()) as { data: { token: string } }).data.token;
  await apiCall(request, firstToken, 'POST', '/api/auth/change-password', {
    current_password: first,
    new_password: password,
  });
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const matCode = `JRN-${run}`;
  await apiCall(request, token, 'POST', '/api/vendor/item/bulk-create', {
    items: [{ mat_code: matCode, name: `Journey item ${run}`, item_measurement_unit: 'count' }],
  });
  return { email, password, fullName, token, matCode };
}

/** A browser context of its own, signed in as the role: two people at two screens. */
export async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithDemoButton(page, role);
  return page;
}

/** A Gulf draft request for the rig with one order of the item (phase 0), made through the API. */
export async function draftRequest(
  request: APIRequestContext,
  options: {
    rigName: string;
    matCode: string;
    quantity: number;
    title: string;
    description: string;
    /** The supplier who makes it, when not the demo's Gulf supplier. */
    supplierToken?: string;
  },
): Promise<{
  requestId: number;
  orderId: number;
  rig: { id: number; name: string };
  item: { id: number; name: string };
}> {
  const supplierToken = options.supplierToken ?? (await apiToken(request, 'supplier'));
  const rigs = await apiCall<{ rigs: { data: { id: number; name: string; status: boolean }[] } }>(
    request,
    supplierToken,
    'GET',
    '/api/rig/list?limit=100',
  );
  const rig = rigs.rigs.data.find((candidate) => candidate.name === options.rigName)!;
  // An inactive rig takes no new request (issue 16): the demo's Nordic Star is inactive, so the admin turns it on.
  if (!rig.status) {
    const admin = await request.post('/api/auth/login', { data: DEMO_ADMIN_CREDENTIALS });
    const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
    await apiCall(request, adminToken, 'POST', '/api/rig/update', { id: rig.id, status: true });
  }
  const wells = await apiCall<{ wells: { data: { id: number }[] } }>(
    request,
    supplierToken,
    'GET',
    `/api/well/get?rig_id=${rig.id}`,
  );
  const { request_id: requestId } = await apiCall<{ request_id: number }>(
    request,
    supplierToken,
    'POST',
    '/api/request/create',
    {
      rig_id: rig.id,
      well_id: wells.wells.data[0]!.id,
      title: options.title,
      type: 'Loadout Request',
      section: 'Completion',
      description: options.description,
    },
  );
  const items = await apiCall<{ items: { data: { id: number; name: string }[] } }>(
    request,
    supplierToken,
    'GET',
    `/api/vendor/item/get?mat_code=${options.matCode}`,
  );
  const item = items.items.data[0]!;
  const { order } = await apiCall<{ order: { id: number } }>(
    request,
    supplierToken,
    'POST',
    '/api/order/create',
    {
      item_id: item.id,
      request_id: requestId,
      quantity: options.quantity,
    },
  );
  return { requestId, orderId: order.id, rig, item };
}

/**
 * A Gulf request for the rig with one order of the item, reviewed and handed to the base coordinator: the
 * order is in phase 2 ACCEPTED, on no shipment. Made through the API, as the request journey does by hand.
 */
export async function requestReadyToPlan(
  request: APIRequestContext,
  options: Parameters<typeof draftRequest>[1],
): ReturnType<typeof draftRequest> {
  const draft = await draftRequest(request, options);
  const supplierToken = options.supplierToken ?? (await apiToken(request, 'supplier'));
  const rigLogisticsToken = await apiToken(request, 'rig_logistics');
  await apiCall(request, supplierToken, 'POST', '/api/request/move-next-phase', {
    request_id: draft.requestId,
  });
  await apiCall(request, rigLogisticsToken, 'POST', '/api/order/update-status', {
    order_id: draft.orderId,
    status: 'ACCEPTED',
  });
  await apiCall(request, rigLogisticsToken, 'POST', '/api/request/move-next-phase', {
    request_id: draft.requestId,
  });
  return draft;
}

/**
 * A Gulf request for the rig with an order per line, reviewed (every order accepted) and handed to the base
 * coordinator: phase 2, on no shipment. Made through the API.
 */
export async function requestWithLinesToPlan(
  request: APIRequestContext,
  options: {
    rigName: string;
    lines: ReadonlyArray<readonly [matCode: string, quantity: number]>;
    title: string;
    description: string;
  },
): Promise<{ requestId: number; orderIds: number[]; rigId: number }> {
  const supplier = await apiToken(request, 'supplier');
  const rigLogistics = await apiToken(request, 'rig_logistics');
  const [[matCode, quantity], ...rest] = options.lines as [
    readonly [string, number],
    ...(readonly [string, number])[],
  ];
  const draft = await draftRequest(request, {
    rigName: options.rigName,
    matCode,
    quantity,
    title: options.title,
    description: options.description,
  });
  const orderIds = [draft.orderId];
  for (const [code, count] of rest) {
    const items = await apiCall<{ items: { data: { id: number }[] } }>(
      request,
      supplier,
      'GET',
      `/api/vendor/item/get?mat_code=${code}`,
    );
    const { order } = await apiCall<{ order: { id: number } }>(
      request,
      supplier,
      'POST',
      '/api/order/create',
      {
        item_id: items.items.data[0]!.id,
        request_id: draft.requestId,
        quantity: count,
      },
    );
    orderIds.push(order.id);
  }
  await apiCall(request, supplier, 'POST', '/api/request/move-next-phase', { request_id: draft.requestId });
  for (const orderId of orderIds) {
    await apiCall(request, rigLogistics, 'POST', '/api/order/update-status', {
      order_id: orderId,
      status: 'ACCEPTED',
    });
  }
  await apiCall(request, rigLogistics, 'POST', '/api/request/move-next-phase', {
    request_id: draft.requestId,
  });
  return { requestId: draft.requestId, orderIds, rigId: draft.rig.id };
}

/**
 * `count` requests of one order of 4 production tubing joints each for Nordic Star, on one voyage whose vessel is
 * at the rig: a shipment each, waiting to be offloaded (phase 6), or offloading already with `isOffloading`.
 * Made through the API.
 */
export async function shipmentsAtTheRig(
  request: APIRequestContext,
  options: { count?: number; isOffloading?: boolean; title: string },
) {
  const { count = 1, isOffloading = false } = options;
  const supplier = await apiToken(request, 'supplier');
  const rigLogistics = await apiToken(request, 'rig_logistics');
  const coordinator = await apiToken(request, 'base_coordinator');
  const vessels = await apiCall<{ vessels: { data: { id: number }[] } }>(
    request,
    coordinator,
    'GET',
    '/api/vessel/get',
  );
  const voyage = await apiCall<{ voyage: { id: number } }>(
    request,
    coordinator,
    'POST',
    '/api/voyage/create',
    {
      name: `${options.title} run ${Date.now()}`,
      vessel_id: vessels.vessels.data[0]!.id,
    },
  );
  const voyageId = voyage.voyage.id;
  const shipments: { requestId: number; orderId: number; shipmentId: number }[] = [];
  let journeyId = 0;
  let rigId = 0;
  for (let index = 0; index < count; index += 1) {
    const { requestId, orderId, rig } = await requestReadyToPlan(request, {
      rigName: 'Nordic Star',
      matCode: 'TUB-0700-P110',
      quantity: 4,
      title: `${options.title} ${Date.now()}`,
      description: options.title,
    });
    if (index === 0) {
      rigId = rig.id;
      const plan = await apiCall<{ journeys: { id: number }[] }>(
        request,
        coordinator,
        'POST',
        '/api/journey/create',
        { voyage_id: voyageId, rig_id: rig.id },
      );
      journeyId = plan.journeys[0]!.id;
    }
    const shipment = await apiCall<{ shipment: { id: number } }>(
      request,
      coordinator,
      'POST',
      '/api/shipment/create',
      { voyage_id: voyageId, request_id: requestId },
    );
    await apiCall(request, coordinator, 'POST', '/api/order/update', {
      id: orderId,
      shipment_id: shipment.shipment.id,
    });
    await apiCall(request, coordinator, 'POST', '/api/order/update-status', {
      order_id: orderId,
      status: 'ASSIGNED_TO_SUPPLIER',
    });
    await apiCall(request, supplier, 'POST', '/api/order/update', { id: orderId });
    shipments.push({ requestId, orderId, shipmentId: shipment.shipment.id });
  }
  await apiCall(request, coordinator, 'POST', '/api/voyage/start', { voyage_id: voyageId });
  await apiCall(request, rigLogistics, 'POST', '/api/journey/start', { journey_id: journeyId });
  await apiCall(request, rigLogistics, 'POST', '/api/journey/end', { journey_id: journeyId });
  if (isOffloading) {
    for (const { orderId } of shipments) {
      await apiCall(request, rigLogistics, 'POST', '/api/order/move-order-to-next-phase', { id: orderId });
    }
  }
  return { voyageId, rigId, shipments };
}

/**
 * A vessel of the test's own (so its planned windows meet no other test's) and a voyage on it with one journey
 * to the rig, made through the API by the admin and the base coordinator.
 */
export async function voyageOfItsOwn(
  request: APIRequestContext,
  options: { name: string; rigName: string; maxDeckLoadT?: number },
): Promise<{ voyageId: number; journeyId: number; coordinator: string }> {
  const admin = await request.post('/api/auth/login', { data: DEMO_ADMIN_CREDENTIALS });
  const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
  const { vessel } = await apiCall<{ vessel: { id: number } }>(
    request,
    adminToken,
    'POST',
    '/api/vessel/create',
    {
      name: `MV ${options.name}`,
      essos_voyage_number: `E2E-${options.name.replace(/\W+/g, '-')}`,
      deck_length_m: 60,
      deck_width_m: 15,
      max_deck_load_t: options.maxDeckLoadT ?? 2500,
    },
  );
  const coordinator = await apiToken(request, 'base_coordinator');
  const { voyage } = await apiCall<{ voyage: { id: number } }>(
    request,
    coordinator,
    'POST',
    '/api/voyage/create',
    {
      name: options.name,
      vessel_id: vessel.id,
    },
  );
  const rigs = await apiCall<{ rigs: { data: { id: number; name: string }[] } }>(
    request,
    coordinator,
    'GET',
    '/api/rig/list?limit=100',
  );
  const rig = rigs.rigs.data.find((candidate) => candidate.name === options.rigName)!;
  const { journeys } = await apiCall<{ journeys: { id: number }[] }>(
    request,
    coordinator,
    'POST',
    '/api/journey/create',
    { voyage_id: voyage.id, rig_id: rig.id },
  );
  return { voyageId: voyage.id, journeyId: journeys[0]!.id, coordinator };
}

/** A shipment of the request on the voyage, with these orders dropped on it (phase 2, REQUEST_LOADING). */
export async function shipmentWithOrders(
  request: APIRequestContext,
  options: { coordinator: string; voyageId: number; requestId: number; orderIds: readonly number[] },
): Promise<number> {
  const { shipment } = await apiCall<{ shipment: { id: number } }>(
    request,
    options.coordinator,
    'POST',
    '/api/shipment/create',
    { voyage_id: options.voyageId, request_id: options.requestId },
  );
  for (const id of options.orderIds) {
    await apiCall(request, options.coordinator, 'POST', '/api/order/update', {
      id,
      shipment_id: shipment.id,
    });
  }
  return shipment.id;
}
