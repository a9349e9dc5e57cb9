import { PAGE } from '@rigline/contract/constants';
import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import { listOrdersCall } from '@rigline/contract/orders';
import { canRoleActOnPhase, type OrderStatus, ownersOfPhase, PHASE } from '@rigline/contract/phases';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, ClipboardList, Lock, SendHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { PendingActionBadge } from '@/components/pending-action-badge';
import { ReceiptDialogOnDemand } from '@/components/receipt-dialog-on-demand';
import { Button } from '@/components/ui/button';
import { TablePagination } from '@/components/ui/table-pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { canRecordReceipt } from '@/lib/cargo-notes';
import { conflictMessageOf } from '@/lib/fetch-errors';
import { keepFocusOnRow } from '@/lib/keep-row-focus';
import { useActionQueueState } from '@/lib/offline/offline-actions';
import { SAVED_OFFLINE } from '@/lib/offline/queueable-actions';
import { toastWithUndo } from '@/lib/undo-order-step';
import { invalidateRequestData, useRequestDetails } from '../api/get-request';
import { useAllOrdersOfRequest } from '../api/list-orders';
import { useRecordReceiptOnRequest } from '../api/record-receipt';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useLocalRejections } from '../hooks/use-local-rejections';
import { useSaveLocalRejections } from '../hooks/use-save-local-rejections';
import { BATCH_REJECTION_FAILED, batchRejectionToast } from '../lib/batch-rejection';
import { formatOwnerRoles } from '../lib/format';
import { pageOf } from '../lib/pagination';
import { canChangeOrderStatus, isReviewComplete } from '../lib/permissions';
import { matchesReviewOrderSearch } from '../lib/search';
import { DetailSkeleton } from './detail-skeleton';
import { MoveRequestButton } from './move-request-button';
import { OrderStatusControl } from './order-status-control';
import { OrdersCard } from './orders-card';
import { OrdersTable } from './orders-table';
import { RejectedOrdersPanel } from './rejected-orders-panel';
import { OrderDetailsCard, RequestInformationCard } from './request-info-cards';
import { ReviewBatchBar } from './review-batch-bar';

const REVIEW_TABS = [
  { value: 'CREATED', label: 'Action Required' },
  { value: 'ACCEPTED', label: 'Accepted' },
  { value: 'REJECTED', label: 'Rejected' },
] as const satisfies readonly { value: OrderStatus; label: string }[];
type ReviewTab = (typeof REVIEW_TABS)[number]['value'];

/**
 * Rig logistics' request detail (§2): the request, its orders by review status in phase 1, local
 * rejections with their countdown, and Assign to Base Coordinator once nothing is left to review.
 */
export function RigLogisticsRequestDetail({ requestId, roleSlug }: { requestId: number; roleSlug: string }) {
  const request = useRequestDetails(requestId);
  const orders = useAllOrdersOfRequest(requestId);
  const rejections = useLocalRejections(requestId);
  const updateStatus = useUpdateOrderStatus(requestId);
  const recordReceipt = useRecordReceiptOnRequest();
  const [receiving, setReceiving] = useState<Order | null>(null);
  const saveRejections = useSaveLocalRejections(requestId);
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<ReviewTab>('CREATED');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE.orderPageSize);
  const [checkedIds, setCheckedIds] = useState<Set<number>>(() => new Set());
  const queryClient = useQueryClient();
  // An order with an action waiting to be sent (taken offline) takes no other until it is sent (issue 24).
  const queuedActions = useActionQueueState().pending;
  const isQueued = (orderId: number) => queuedActions.some((action) => action.orderId === orderId);
  // Whether this page has shown orders still to review: the banner then comes into view when the last one is
  // reviewed (issue 22.9), and not when the page opens on a finished review.
  const hasSeenReviewPending = useRef(false);

  // A mark for an order that can no longer be rejected here (rejected meanwhile, moved on, gone) is dropped.
  const orderList = orders.data;
  const { records, clear } = rejections;
  useEffect(() => {
    if (!orderList) return;
    const stale = records.filter((record) => {
      const order = orderList.find((candidate) => candidate.id === record.orderId);
      return !order || !canChangeOrderStatus(roleSlug, order);
    });
    if (stale.length > 0) clear(stale.map((record) => record.orderId));
  }, [orderList, records, clear, roleSlug]);

  if (request.isPending) return <DetailSkeleton />;
  if (request.isError) return <LoadFailure message="Failed to load request details" />;
  const receiptDialog = (
    <ReceiptDialogOnDemand
      order={receiving}
      onClose={() => setReceiving(null)}
      save={(order, values) => recordReceipt.mutateAsync({ order, values })}
    />
  );

  const details = request.data;
  const phase = details.current_phase;
  const isOwner = canRoleActOnPhase(roleSlug, phase);
  const isReviewing = phase === PHASE.REVIEW;
  const markedIds = new Set(records.map((record) => record.orderId));
  const unmarked = (orderList ?? []).filter((order) => !markedIds.has(order.id));
  const byStatus = (status: OrderStatus) => unmarked.filter((order) => order.status === status);
  const activeCount = orderList ? unmarked.filter((order) => order.status !== 'REJECTED').length : null;
  const isReviewDone =
    orderList !== undefined &&
    isReviewComplete({ roleSlug, phase, orders: orderList, pendingRejections: records.length });

  const bringBannerIntoView = isReviewDone && hasSeenReviewPending.current;
  if (orderList !== undefined && !isReviewDone) hasSeenReviewPending.current = true;

  const listed = (isReviewing ? byStatus(tab) : unmarked).filter((order) =>
    matchesReviewOrderSearch(order, search),
  );
  const shown = pageOf(listed, page, pageSize);
  // One action for many: rig logistics' own review tab, while the request is theirs to review.
  const isBatchReview = isReviewing && isOwner && tab === 'CREATED';
  const selection = isBatchReview
    ? {
        isSelected: (orderId: number) => checkedIds.has(orderId),
        toggle: (orderId: number, isChecked: boolean) =>
          setCheckedIds((current) => {
            const next = new Set(current);
            if (isChecked) next.add(orderId);
            else next.delete(orderId);
            return next;
          }),
      }
    : undefined;

  async function changeStatus(order: Order, status: OrderStatus) {
    if (status === 'REJECTED') {
      // Only marked here; Save Rejected Orders makes it permanent (§4).
      rejections.mark({
        orderId: order.id,
        requestId,
        orderName: order.item.name,
        matCode: order.item.mat_code,
        version: order.version,
      });
      return;
    }
    // The list refetches and the row may leave it: focus stays on this row, or the one now in its place.
    keepFocusOnRow(order.id);
    try {
      const state = await updateStatus.mutateAsync({ order, status });
      if (state === null) {
        toast.success('Saved offline', { description: SAVED_OFFLINE });
      } else if (status === 'ACCEPTED') {
        toastWithUndo({
          title: 'Status Updated',
          description: 'Order status has been updated successfully.',
          step: state,
          onSettled: () => void invalidateRequestData(queryClient, requestId),
        });
      } else {
        toast.success('Status Updated', { description: 'Order status has been updated successfully.' });
      }
    } catch (error) {
      toast.error('Update Failed', {
        description: conflictMessageOf(error) ?? 'Failed to update order status. Please try again.',
      });
    }
  }

  function restore(orderId: number) {
    rejections.restore(orderId);
    toast.success('Order Restored', { description: 'Order has been moved back to the main list.' });
  }

  async function saveRejected(reason: string) {
    try {
      const summary = await saveRejections.mutateAsync({ marks: records, reason });
      clear(summary.rejectedOrderIds);
      const message = batchRejectionToast(summary);
      toast[message.kind](message.title, { description: message.description });
    } catch {
      toast.error('Error', { description: BATCH_REJECTION_FAILED });
    }
  }

  let ordersBody: ReactNode;
  if (orders.isPending) ordersBody = <RowsSkeleton />;
  else if (orders.isError) ordersBody = <LoadFailure message="Could not load orders." />;
  else if (shown.length === 0)
    ordersBody = (
      <EmptyState
        icon={ClipboardList}
        title={search ? 'No orders found matching your search.' : 'No orders found.'}
      />
    );
  else
    ordersBody = (
      <OrdersTable
        variant="review"
        orders={shown}
        selection={selection}
        renderStatus={(order) => (
          <OrderStatusControl
            order={order}
            roleSlug={roleSlug}
            disabled={updateStatus.isPending || saveRejections.isPending || isQueued(order.id)}
            onChange={(status) => void changeStatus(order, status)}
          />
        )}
        renderExtra={(order) => (
          <>
            <PendingActionBadge orderId={order.id} />
            {canRecordReceipt(roleSlug, order) && !isQueued(order.id) ? (
              <Button
                size="sm"
                variant="outline"
                className="w-fit"
                onClick={() => setReceiving(order)}
                aria-label={`Record Receipt ${formatOrderId(order.id)}`}
              >
                Record Receipt
              </Button>
            ) : null}
          </>
        )}
      />
    );

  // The next step sits where the reviewed list was, above "No orders found." (issue 22.9), so on a phone it is in
  // view once the last order is reviewed, and is scrolled to when it comes.
  const reviewDoneBanner = isReviewDone ? (
    <NextStepInView isScrolledTo={bringBannerIntoView}>
      <div className="flex flex-col gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-2 text-green-900">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-0.5">
            <p className="font-medium">No Actions Required</p>
            <p className="text-sm">
              Every order has been reviewed. Assign the request to the base coordinator.
            </p>
          </div>
        </div>
        <MoveRequestButton
          requestId={requestId}
          version={details.version}
          icon={SendHorizontal}
          label="Assign to Base Coordinator"
          confirmText="Once this request is assigned to the base coordinator, no changes are possible to the request or its orders."
          success={{
            title: 'Request Assigned',
            description: 'Request successfully assigned to Base Coordinator',
          }}
          failure={{
            title: 'Assignment Failed',
            description: 'Failed to assign request to Base Coordinator. Please try again.',
          }}
        />
      </div>
    </NextStepInView>
  ) : null;

  const ordersList = (
    <>
      {reviewDoneBanner}
      {isBatchReview && listed.length > 0 ? (
        <ReviewBatchBar
          requestId={requestId}
          orders={listed}
          selected={checkedIds}
          onSelectedChange={setCheckedIds}
        />
      ) : null}
      {ordersBody}
      <TablePagination
        page={page}
        pageSize={pageSize}
        total={listed.length}
        pageSizeOptions={PAGE.orderPageSizeOptions}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </>
  );

  return (
    <div className="grid min-w-0 gap-4">
      {receiptDialog}
      {isOwner ? null : (
        <div
          role="status"
          className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-blue-900 text-sm"
        >
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            You have read-only access to this request. This request is currently managed by:{' '}
            <span className="font-medium">{formatOwnerRoles(ownersOfPhase(phase))}</span>
          </p>
        </div>
      )}

      <div className="grid min-w-0 gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        <RequestInformationCard request={details} />
        <OrderDetailsCard label="Active orders" count={activeCount} />
      </div>

      {records.length > 0 && rejections.remainingMs !== null ? (
        <RejectedOrdersPanel
          records={records}
          remainingMs={rejections.remainingMs}
          onRestore={restore}
          onSave={saveRejected}
          isSaving={saveRejections.isPending}
        />
      ) : null}

      <OrdersCard
        actions={<ExportMenu call={listOrdersCall} query={{ request_id: requestId }} />}
        searchPlaceholder="Search ID, item name or mat code..."
        onSearchChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
        searchClassName="sm:w-80"
      >
        {isReviewing ? (
          <Tabs
            value={tab}
            onValueChange={(value) => {
              setTab(value as ReviewTab);
              setPage(1);
            }}
            className="min-w-0 gap-4"
          >
            {/* On a phone the three tabs wrap onto two rows, each trigger as tall as its text: with the
                primitive's full-height triggers the second row fell outside the list and Rejected was cut off
                (issue 22.9). */}
            <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
              {REVIEW_TABS.map(({ value, label }) => (
                <TabsTrigger key={value} value={value} className="h-auto min-h-8 py-1.5">
                  {label} ({byStatus(value).length})
                </TabsTrigger>
              ))}
            </TabsList>
            {REVIEW_TABS.map(({ value }) => (
              <TabsContent key={value} value={value} className="grid min-w-0 gap-4">
                {ordersList}
              </TabsContent>
            ))}
          </Tabs>
        ) : (
          ordersList
        )}
      </OrdersCard>
    </div>
  );
}

/** A step that comes into view when it appears after the person's own action (isScrolledTo). */
function NextStepInView({ isScrolledTo, children }: { isScrolledTo: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isScrolledToOnMount = useRef(isScrolledTo);
  useEffect(() => {
    if (isScrolledToOnMount.current) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return <div ref={ref}>{children}</div>;
}
