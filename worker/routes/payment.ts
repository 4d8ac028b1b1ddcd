import { createRouter } from '../lib/openapi';
import { ZSubscription } from '../schemas/subscription';
import { brandArea, brandContext } from '../http/brand-access';
import { loadSubscription } from '../services/brands/subscription';

const payment = brandArea(['payment']);

export const paymentRoutes = createRouter().openapi(
  payment.read('/payment/brand/subscription/', ZSubscription, { answer: 'The acting brand’s subscription record' }),
  async (c) => {
    const { db, brandId } = brandContext(c);
    return c.json(await loadSubscription({ db, brandId }), 200);
  },
);
