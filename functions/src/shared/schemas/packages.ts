import { z } from 'zod';

export const PACKAGE_TYPES = ['sparks', 'plan'] as const;

export const packageSchema = z.object({
  id: z.string(),
  package_type: z.enum(PACKAGE_TYPES),
  name: z.object({ ar: z.string(), en: z.string() }),
  sparks: z.number().int().positive(),
  /** Price in riyals with two decimals, as HyperPay wants it. */
  price: z.string().regex(/^\d+\.\d{2}$/),
  currency: z.literal('SAR'),
  popular: z.boolean(),
  order: z.number().int(),
});
export type SparkPackage = z.infer<typeof packageSchema>;

export const listPackagesQuerySchema = z.object({ package_type: z.enum(PACKAGE_TYPES).optional() });
