// parse-prometheus-text-format has no types of its own; MetricFamily is the shape it returns.
const parse = require('parse-prometheus-text-format') as (text: string) => unknown[];

interface Sample {
  labels?: Record<string, string>;
  value?: string;
  buckets?: Record<string, string>;
  count?: string;
  sum?: string;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
  metrics: Sample[];
}

/**
 * A scrape parsed by a real Prometheus text-format parser, by family name; throws on text it
 * cannot parse. The parser keeps count and sum only of histograms without labels, so each
 * histogram's `_count` series is also parsed as a family of its own (`<name>_count`).
 */
export function parseMetrics(text: string): Map<string, MetricFamily> {
  const families = new Map((parse(text) as MetricFamily[]).map((family) => [family.name, family]));
  for (const family of [...families.values()].filter((f) => f.type === 'HISTOGRAM')) {
    const counts = text.split('\n').filter((line) => line.startsWith(`${family.name}_count`));
    for (const counted of parse(`# TYPE ${family.name}_count counter\n${counts.join('\n')}\n`) as MetricFamily[]) families.set(counted.name, counted);
  }
  return families;
}

/** The value of the sample whose labels include `labels`; 0 when there is none. */
export function sampleValue(families: Map<string, MetricFamily>, name: string, labels: Record<string, string> = {}): number {
  const family = families.get(name);
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([key, value]) => m.labels?.[key] === value));
  return sample ? Number(sample.value) : 0;
}
