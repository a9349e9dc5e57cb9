import { SCAN_PATHS } from '@rigline/contract/scan-paths';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths, type RouteEntry } from '@/app/paths';
import { AuthProvider } from '@/app/providers/auth-provider';
import { RouteGuard } from '@/app/route-guard';
import { LoginRoute } from '@/app/routes/login';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { loadSignedInFrame } from '@/app/signed-in-frame';
import { LoadingScreen } from '@/components/layout/loading-screen';

/** A page whose code loads when it is first opened. */
function page(route: RouteEntry, load: () => Promise<ComponentType>): RouteObject {
  return { path: route.pattern, lazy: async () => ({ Component: await load() }) };
}

const settings = () => import('@/app/routes/settings').then((m) => m.SettingsRoute);
const ccuRegister = () => import('@/app/routes/ccus').then((m) => m.CcuRegisterRoute);
const ccuDetail = () => import('@/app/routes/ccus').then((m) => m.CcuDetailRoute);
const notifications = () => import('@/app/routes/notifications').then((m) => m.NotificationsRoute);

const supplierPages: RouteObject[] = [
  page(paths.supplier.dashboard, () =>
    import('@/app/routes/supplier/dashboard').then((m) => m.SupplierDashboardRoute),
  ),
  page(paths.supplier.requests, () =>
    import('@/app/routes/supplier/requests').then((m) => m.SupplierRequestsRoute),
  ),
  page(paths.supplier.orders, () =>
    import('@/app/routes/supplier/orders').then((m) => m.SupplierOrdersRoute),
  ),
  page(paths.supplier.requestDetail, () =>
    import('@/app/routes/supplier/request-detail').then((m) => m.SupplierRequestDetailRoute),
  ),
  page(paths.supplier.requestShipmentView, () =>
    import('@/app/routes/supplier/request-shipment-view').then((m) => m.SupplierRequestShipmentViewRoute),
  ),
  page(paths.supplier.items, () => import('@/app/routes/supplier/items').then((m) => m.SupplierItemsRoute)),
  page(paths.supplier.discrepancies, () =>
    import('@/app/routes/supplier/discrepancies').then((m) => m.SupplierDiscrepanciesRoute),
  ),
  page(paths.supplier.rentalReturns, () =>
    import('@/app/routes/supplier/rental-returns').then((m) => m.SupplierRentalReturnsRoute),
  ),
  page(paths.supplier.sailings, () =>
    import('@/app/routes/supplier/sailings').then((m) => m.SupplierSailingsRoute),
  ),
  page(paths.supplier.ccus, ccuRegister),
  page(paths.supplier.ccuDetail, ccuDetail),
  page(paths.supplier.settings, settings),
  page(paths.supplier.notifications, notifications),
];

const rigLogisticsPages: RouteObject[] = [
  page(paths.rigLogistics.dashboard, () =>
    import('@/app/routes/rig-logistics/dashboard').then((m) => m.RigLogisticsDashboardRoute),
  ),
  page(paths.rigLogistics.requests, () =>
    import('@/app/routes/rig-logistics/requests').then((m) => m.RigLogisticsRequestsRoute),
  ),
  page(paths.rigLogistics.requestDetail, () =>
    import('@/app/routes/rig-logistics/request-detail').then((m) => m.RigLogisticsRequestDetailRoute),
  ),
  page(paths.rigLogistics.voyages, () =>
    import('@/app/routes/rig-logistics/voyages').then((m) => m.RigLogisticsVoyagesRoute),
  ),
  page(paths.rigLogistics.voyageDetail, () =>
    import('@/app/routes/rig-logistics/voyage-detail').then((m) => m.RigLogisticsVoyageDetailRoute),
  ),
  page(paths.rigLogistics.voyageShipmentView, () =>
    import('@/app/routes/rig-logistics/voyage-shipment-view').then(
      (m) => m.RigLogisticsVoyageShipmentViewRoute,
    ),
  ),
  page(paths.rigLogistics.voyageBackload, () =>
    import('@/app/routes/rig-logistics/voyage-backload').then((m) => m.RigLogisticsVoyageBackloadRoute),
  ),
  page(paths.rigLogistics.arrivals, () =>
    import('@/app/routes/rig-logistics/arrivals').then((m) => m.RigLogisticsArrivalsRoute),
  ),
  page(paths.rigLogistics.ccus, ccuRegister),
  page(paths.rigLogistics.ccuDetail, ccuDetail),
  page(paths.rigLogistics.settings, settings),
  page(paths.rigLogistics.notifications, notifications),
];

const baseCoordinatorPages: RouteObject[] = [
  page(paths.baseCoordinator.dashboard, () =>
    import('@/app/routes/base-coordinator/dashboard').then((m) => m.BaseCoordinatorDashboardRoute),
  ),
  page(paths.baseCoordinator.requests, () =>
    import('@/app/routes/base-coordinator/requests').then((m) => m.BaseCoordinatorRequestsRoute),
  ),
  page(paths.baseCoordinator.requestDetail, () =>
    import('@/app/routes/base-coordinator/request-detail').then((m) => m.BaseCoordinatorRequestDetailRoute),
  ),
  page(paths.baseCoordinator.planVoyage, () =>
    import('@/app/routes/base-coordinator/plan-voyage').then((m) => m.BaseCoordinatorPlanVoyageRoute),
  ),
  page(paths.baseCoordinator.requestShipmentView, () =>
    import('@/app/routes/base-coordinator/request-shipment-view').then(
      (m) => m.BaseCoordinatorRequestShipmentViewRoute,
    ),
  ),
  page(paths.baseCoordinator.vendors, () =>
    import('@/app/routes/base-coordinator/vendors').then((m) => m.BaseCoordinatorVendorsRoute),
  ),
  page(paths.baseCoordinator.voyages, () =>
    import('@/app/routes/base-coordinator/voyages').then((m) => m.BaseCoordinatorVoyagesRoute),
  ),
  page(paths.baseCoordinator.voyageDetail, () =>
    import('@/app/routes/base-coordinator/voyage-detail').then((m) => m.BaseCoordinatorVoyageDetailRoute),
  ),
  page(paths.baseCoordinator.voyageShipmentView, () =>
    import('@/app/routes/base-coordinator/voyage-shipment-view').then(
      (m) => m.BaseCoordinatorVoyageShipmentViewRoute,
    ),
  ),
  page(paths.baseCoordinator.schedule, () =>
    import('@/app/routes/base-coordinator/schedule').then((m) => m.BaseCoordinatorScheduleRoute),
  ),
  page(paths.baseCoordinator.backload, () =>
    import('@/app/routes/base-coordinator/backload').then((m) => m.BaseCoordinatorBackloadRoute),
  ),
  page(paths.baseCoordinator.discrepancies, () =>
    import('@/app/routes/base-coordinator/discrepancies').then((m) => m.BaseCoordinatorDiscrepanciesRoute),
  ),
  page(paths.baseCoordinator.measures, () =>
    import('@/app/routes/base-coordinator/measures').then((m) => m.BaseCoordinatorMeasuresRoute),
  ),
  page(paths.baseCoordinator.ccus, ccuRegister),
  page(paths.baseCoordinator.ccuDetail, ccuDetail),
  page(paths.baseCoordinator.settings, settings),
  page(paths.baseCoordinator.notifications, notifications),
];

const adminPages: RouteObject[] = [
  page(paths.admin.dashboard, () =>
    import('@/app/routes/admin/dashboard').then((m) => m.AdminDashboardRoute),
  ),
  page(paths.admin.users, () => import('@/app/routes/admin/users').then((m) => m.AdminUsersRoute)),
  page(paths.admin.suppliers, () =>
    import('@/app/routes/admin/suppliers').then((m) => m.AdminSuppliersRoute),
  ),
  page(paths.admin.rigs, () => import('@/app/routes/admin/rigs').then((m) => m.AdminRigsRoute)),
  page(paths.admin.vessels, () => import('@/app/routes/admin/vessels').then((m) => m.AdminVesselsRoute)),
  page(paths.admin.bases, () => import('@/app/routes/admin/bases').then((m) => m.AdminBasesRoute)),
  page(paths.admin.ccus, ccuRegister),
  page(paths.admin.ccuDetail, ccuDetail),
  page(paths.admin.apiKeys, () => import('@/app/routes/admin/api-keys').then((m) => m.AdminApiKeysRoute)),
  page(paths.admin.webhooks, () => import('@/app/routes/admin/webhooks').then((m) => m.AdminWebhooksRoute)),
  page(paths.admin.notifications, notifications),
  page(paths.admin.settings, settings),
];

// A label's QR code: any role, sent on to its own page (issue 25).
const scanPages: RouteObject[] = [
  page({ pattern: SCAN_PATHS.ccu }, () => import('@/app/routes/go').then((m) => m.GoToUnitRoute)),
  page({ pattern: SCAN_PATHS.order }, () => import('@/app/routes/go').then((m) => m.GoToOrderRoute)),
];

export const routes: RouteObject[] = [
  {
    // Inside the router so that signing in and out can navigate.
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.root.pattern, element: <LoginRoute /> },
      { path: paths.login.pattern, element: <LoginRoute /> },
      {
        // Every signed-in page: the guard checks the path against the user's role, the shell frames it.
        lazy: async () => {
          // The password gate's form (react-hook-form) loads here too, not with the sign-in page.
          const [{ AppShell }, { QueryProvider }, { PasswordGate }] = await loadSignedInFrame();
          return {
            // The session's data cache lives and dies with the signed-in pages (signing out drops it).
            Component: () => (
              <RouteGuard>
                <QueryProvider>
                  <PasswordGate>
                    <AppShell />
                  </PasswordGate>
                </QueryProvider>
              </RouteGuard>
            ),
          };
        },
        children: [
          ...supplierPages,
          ...rigLogisticsPages,
          ...baseCoordinatorPages,
          ...adminPages,
          ...scanPages,
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/app/routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

// Created on first render rather than on import, so that tests can read `routes` without a browser.
let router: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}
