/**
 * The part of Decap CMS's browser API the editor uses (its prebuilt bundle sets `window.CMS`,
 * and `window.h`, its React's `createElement`, and `window.createClass`). Widgets and previews
 * must render with that React, never with another copy.
 */
import type { createElement } from 'react';

/** An Immutable.js collection, as Decap CMS hands entries, fields and metadata over. */
export interface ImmutableValue {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  set(key: string, value: unknown): ImmutableValue;
  toJS(): unknown;
}

export interface Formatter {
  fromFile(text: string): unknown;
  toFile(data: Record<string, unknown>, sortedKeys?: string[]): string;
}

export interface PreviewProps {
  entry: ImmutableValue;
  fieldsMetaData?: ImmutableValue;
  widgetFor(name: string): unknown;
  getAsset(path: string, field?: unknown): { toString(): string } | undefined;
}

export interface ControlProps {
  value: unknown;
  onChange(value: unknown): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: ImmutableValue;
}

export interface DecapCms {
  init(options: { config: unknown }): void;
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerLocale(locale: string, phrases: object): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableValue }) => unknown }): void;
  getWidget(name: string): { control: unknown; preview: unknown } | undefined;
}

export interface DecapWindow {
  CMS_MANUAL_INIT?: boolean;
  CMS?: DecapCms;
  h?: typeof createElement;
  createClass?: (spec: object) => unknown;
}

/** Decap CMS's globals, once its bundle has run. */
export function decap(): Required<Pick<DecapWindow, 'CMS' | 'h' | 'createClass'>> {
  const { CMS, h, createClass } = window as unknown as DecapWindow;
  if (!CMS || !h || !createClass) throw new Error('Decap CMS did not load.');
  return { CMS, h, createClass };
}
