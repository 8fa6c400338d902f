import { Router } from 'express';
import { db } from '../lib/admin';
import { parse, route } from '../lib/http';
import { listPackagesQuerySchema, packageSchema, type SparkPackage } from '../shared/schemas/packages';

export const packagesRouter = Router();

/** GET /packages?package_type= -> { packages } (public: the pricing page needs no login). */
packagesRouter.get(
  '/',
  route(async (req, res) => {
    const { package_type } = parse(listPackagesQuerySchema, req.query);
    let query = db.collection('packages').where('active', '==', true);
    if (package_type) query = query.where('package_type', '==', package_type);
    const snap = await query.get();
    // The schema keeps only the public fields (and skips a malformed document).
    const packages = snap.docs
      .map((doc) => packageSchema.safeParse({ ...doc.data(), id: doc.id }))
      .flatMap((parsed): SparkPackage[] => (parsed.success ? [parsed.data] : []))
      .sort((a, b) => a.order - b.order);
    res.set('Cache-Control', 'public, max-age=300');
    res.json({ status: 'success', packages });
  }),
);
