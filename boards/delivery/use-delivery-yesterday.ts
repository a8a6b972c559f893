import { useEffect, useState } from 'react';
import { requestData } from '../../src/api/http-client';
import { DELIVERY_YESTERDAY, type DeliveryDay } from '../../src/domain/delivery-day';

/** Yesterday's deliveries, read again when the plant day turns (`today` is the plant date). */
export function useDeliveryYesterday(today: string): DeliveryDay | null {
  const [day, setDay] = useState<DeliveryDay | null>(null);
  useEffect(() => {
    let live = true;
    requestData<DeliveryDay>(DELIVERY_YESTERDAY).then(
      (d) => live && setDay(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [today]);
  return day;
}
