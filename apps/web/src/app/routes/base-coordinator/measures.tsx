import { usePageHeader } from '@/app/shell/page-header';
import { MeasuresScreen } from '@/features/dashboard/components/measures-screen';

/** Weekly measures of the sailings (issue 23). */
export function BaseCoordinatorMeasuresRoute() {
  usePageHeader('Measures', 'Weekly figures from recorded times, weeks in UTC');
  return <MeasuresScreen />;
}
