import { BACKLOAD_CATEGORY_LABELS, type Backload } from '@rigline/contract/cargo';
import { useMeasures } from '@/lib/measures';

/** A backload's lines, as a compact list that reads on a phone and on a desk. */
export function BackloadLines({ backload }: { backload: Pick<Backload, 'lines'> }) {
  const measures = useMeasures();
  return (
    <ul className="grid gap-1.5 text-sm" aria-label="Lines">
      {backload.lines.map((line) => (
        <li key={line.id} className="grid gap-0.5 rounded-md border px-3 py-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium">{line.description}</span>
            <span className="text-muted-foreground text-xs">{BACKLOAD_CATEGORY_LABELS[line.category]}</span>
          </div>
          <div className="flex flex-wrap gap-x-3 text-muted-foreground text-xs">
            <span>
              {line.quantity} {line.unit}
            </span>
            <span>
              {line.weight_kg > 0
                ? `${measures.measure(line.weight_kg, 'kg')} each${
                    line.quantity > 1
                      ? `, ${measures.measure(line.weight_kg * line.quantity, 'kg')} in total`
                      : ''
                  }`
                : 'Weight unknown'}
            </span>
            <span>
              {line.length_m > 0 || line.width_m > 0 || line.height_m > 0
                ? `${[line.length_m, line.width_m, line.height_m]
                    .map((value) => (value > 0 ? measures.figure(value, 'm') : '?'))
                    .join(' × ')} ${measures.symbol('m')}`
                : 'Size unknown'}
            </span>
            {line.vendor ? <span>Rental of {line.vendor.name}</span> : null}
            {line.ccu ? <span>Unit {line.ccu.code}</span> : null}
            {line.un_number ? (
              <span>
                {line.un_number}
                {line.imdg_class ? ` class ${line.imdg_class}` : ''}
              </span>
            ) : null}
            {line.received_quantity !== null ? (
              <span className={line.received_quantity < line.quantity ? 'font-medium text-amber-700' : ''}>
                Received {line.received_quantity} of {line.quantity}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
