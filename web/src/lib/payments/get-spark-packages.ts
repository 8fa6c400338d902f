// GET /api/v1/packages?package_type=sparks -> { status: 'success', packages: SparkPackage[] }.
// Public: no login needed. The answer is checked against the shared schema.
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { packageSchema, type SparkPackage } from '@shared/schemas/packages';
import { apiRequest } from '@/lib/api-client';

export const sparkPackagesResponseSchema = z.object({
  status: z.literal('success'),
  packages: z.array(packageSchema),
});

export async function getSparkPackages(signal?: AbortSignal): Promise<SparkPackage[]> {
  const answer = await apiRequest<unknown>('GET', '/packages?package_type=sparks', { anonymous: true, signal });
  const { packages } = sparkPackagesResponseSchema.parse(answer);
  return packages.filter((item) => item.package_type === 'sparks').sort((a, b) => a.order - b.order);
}

export type SparkPackagesState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; packages: SparkPackage[] };

export function useSparkPackages(): SparkPackagesState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SparkPackagesState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getSparkPackages(controller.signal).then(
      (packages) => setState({ status: 'success', packages }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, reload };
}
