// Loading a model: schema check, then post-processing that checks every cross reference.
import * as v from 'valibot';
import { FormModelError } from './errors';
import { FormModelSchema } from './schema';
import type { Condition, FormModel } from './types';

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const where = v.getDotPath(issue) ?? '(root)';
      // Union failures carry the branch issues; the first nested one is the most telling.
      const nested = issue.issues?.[0];
      const detail = nested ? `${nested.message} at ${v.getDotPath(nested) ?? where}` : issue.message;
      return `${where}: ${detail}`;
    })
    .join('; ');
}

function conditionFields(c: Condition): string[] {
  if ('all' in c) return c.all.flatMap(conditionFields);
  if ('any' in c) return c.any.flatMap(conditionFields);
  if ('not' in c) return conditionFields(c.not);
  return [c.field];
}

/** Cross-reference checks the schema cannot express; returns problems as readable lines. */
export function crossCheck(model: FormModel): string[] {
  const problems: string[] = [];
  const screens = new Set<string>();
  const paths = new Set<string>();
  const internal = new Set(model.enumerations.internal.map((e) => e.id));
  const known = (id: string) => internal.has(id) || model.enumerations.external.includes(id);

  for (const s of model.screens) {
    if (screens.has(s.name)) problems.push(`duplicate screen "${s.name}"`);
    screens.add(s.name);
    for (const g of s.groups) {
      for (const f of g.fields) {
        const full = g.child_path ? `${g.child_path}.*.${f.path}` : f.path;
        if (paths.has(full)) problems.push(`duplicate field path "${full}"`);
        paths.add(full);
      }
    }
  }
  const fieldExists = (p: string) => paths.has(p);
  const checkCondition = (c: Condition | undefined, where: string, relativeOk: boolean) => {
    if (!c) return;
    for (const f of conditionFields(c)) {
      if (f.startsWith('./')) {
        if (!relativeOk) problems.push(`${where}: relative condition field "${f}" outside a repeatable group`);
      } else if (!fieldExists(f)) problems.push(`${where}: condition references missing field "${f}"`);
    }
  };

  for (const s of model.screens) {
    for (const g of s.groups) {
      const where = `screen "${s.name}" group "${g.name}"`;
      const repeatable = Boolean(g.child_path);
      const own = new Set(g.fields.map((f) => f.path));
      checkCondition(g.relevantIf, where, false);
      for (const n of g.notices ?? []) checkCondition(n.showIf, `${where} notice`, repeatable);
      if (g.min_items !== undefined && g.max_items !== undefined && g.min_items > g.max_items) problems.push(`${where}: min_items > max_items`);
      if (!repeatable && (g.min_items !== undefined || g.max_items !== undefined)) problems.push(`${where}: min_items/max_items need child_path`);
      const rule = g['field-group-validation'];
      if (rule) {
        for (const f of rule.fields) if (!own.has(f)) problems.push(`${where}: group rule references field "${f}" not in the group`);
        if (rule.rule === 'sumAtMost' && rule.maxField && !own.has(rule.maxField)) problems.push(`${where}: maxField "${rule.maxField}" not in the group`);
        if (rule.rule === 'sumAtMost' && rule.max === undefined && !rule.maxField) problems.push(`${where}: sumAtMost needs max or maxField`);
        if (rule.rule === 'requiredIf') checkCondition(rule.when, where, repeatable);
        if (!g['field-group-validation-msg']) problems.push(`${where}: field-group-validation needs field-group-validation-msg`);
      }
      for (const f of g.fields) {
        const fw = `${where} field "${f.path}"`;
        checkCondition(f.relevantIf, fw, repeatable);
        checkCondition(f.requiredIf, fw, repeatable);
        if (f.type === 'enumeration' && !f.enumeration) problems.push(`${fw}: type enumeration needs "enumeration"`);
        if (f.enumeration) {
          if (!known(f.enumeration.id)) problems.push(`${fw}: unknown enumeration "${f.enumeration.id}"`);
          if (f.enumeration.parentField && !fieldExists(f.enumeration.parentField)) problems.push(`${fw}: parentField "${f.enumeration.parentField}" is missing`);
        }
        if (f.stateField && !fieldExists(f.stateField)) problems.push(`${fw}: stateField "${f.stateField}" is missing`);
        if (f.mask === 'taxNumber' && !f.stateField) problems.push(`${fw}: mask taxNumber needs stateField`);
        if (f.multiple && f.type !== 'enumeration') problems.push(`${fw}: multiple needs type enumeration`);
      }
    }
  }
  for (const n of model.nav_items) if (!screens.has(n.screenName)) problems.push(`nav_items references missing screen "${n.screenName}"`);
  // The step indicator counts primary items: a dependent one would make the count change with the answers.
  for (const n of model.nav_items) {
    if (n.primary && model.dependent_screens.some((d) => d.screenName === n.screenName)) problems.push(`nav_items: primary screen "${n.screenName}" is a dependent screen`);
  }
  for (const d of model.dependent_screens) {
    if (!screens.has(d.screenName)) problems.push(`dependent_screens references missing screen "${d.screenName}"`);
    if (!fieldExists(d.condField)) problems.push(`dependent_screens "${d.screenName}" references missing field "${d.condField}"`);
  }
  const h = model.dynamic_header_names;
  for (const p of [h.personA.firstName, h.personA.lastName, h.personB.firstName]) {
    if (!fieldExists(p)) problems.push(`dynamic_header_names references missing field "${p}"`);
  }
  checkCondition(h.jointIf, 'dynamic_header_names.jointIf', false);
  for (const e of model.enumerations.internal) {
    const values = new Set<string>();
    for (const o of e.options) {
      if (values.has(o.value)) problems.push(`enumeration "${e.id}" has duplicate value "${o.value}"`);
      values.add(o.value);
      if (!o.labelKey && !o.label) problems.push(`enumeration "${e.id}" option "${o.value}" needs labelKey or label`);
    }
  }
  return problems;
}

/**
 * Parses and checks a model (an object or its JSON text). Throws FormModelError `modelNotFound` when
 * there is no model at all (null, not an object), `postProcessingFailed` when it is malformed.
 */
export function parseFormModel(json: unknown): FormModel {
  let input = json;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch (e) {
      throw new FormModelError('postProcessingFailed', `not valid JSON (${(e as Error).message})`);
    }
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new FormModelError('modelNotFound', 'the model is not a JSON object');
  }
  const result = v.safeParse(FormModelSchema, input);
  const label = typeof (input as { formModelName?: unknown }).formModelName === 'string' ? (input as { formModelName: string }).formModelName : 'model';
  if (!result.success) throw new FormModelError('postProcessingFailed', `${label}: ${describeIssues(result.issues)}`);
  const model = result.output as FormModel;
  const problems = crossCheck(model);
  if (problems.length) throw new FormModelError('postProcessingFailed', `${label}: ${problems.join('; ')}`);
  return model;
}
