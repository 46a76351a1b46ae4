import type {
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';

/**
 * Ends the browser tests' output with one line per engine (Playwright project): its tests'
 * outcomes, its time, and its page loads (every `page.goto` and `page.reload` of its tests,
 * retries included; the WebKit tests drive their own sessions and are not counted).
 */
export default class EngineCounts implements Reporter {
  private root: Suite | undefined;
  private readonly started = new Map<string, number>();
  private readonly finished = new Map<string, number>();
  private readonly loads = new Map<string, number>();

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onTestBegin(test: TestCase) {
    const engine = test.parent.project()?.name ?? '?';
    if (!this.started.has(engine)) this.started.set(engine, Date.now());
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category !== 'pw:api' || !/^(Navigate|Reload)\b/.test(step.title)) return;
    const engine = test.parent.project()?.name ?? '?';
    this.loads.set(engine, (this.loads.get(engine) ?? 0) + 1);
  }

  onTestEnd(test: TestCase) {
    this.finished.set(test.parent.project()?.name ?? '?', Date.now());
  }

  onEnd(result: FullResult) {
    for (const project of this.root?.suites ?? []) {
      const counts = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
      for (const test of project.allTests()) {
        const outcome = test.outcome();
        if (outcome === 'expected') counts.passed += 1;
        else if (outcome === 'flaky') counts.flaky += 1;
        else if (outcome === 'skipped') counts.skipped += 1;
        else counts.failed += 1;
      }
      const name = project.title;
      const start = this.started.get(name);
      const span = start
        ? ` in ${Math.round(((this.finished.get(name) ?? start) - start) / 1000)} s`
        : '';
      console.log(
        `${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky, ${counts.skipped} skipped${span}, ${this.loads.get(name) ?? 0} page loads`,
      );
    }
    console.log(`browser tests: ${result.status}`);
  }
}
