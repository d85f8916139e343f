/**
 * The editor's own widget: a time in epoch seconds (`postTime`, `postTimeodified`,
 * `translatedFrom`) picked as a date and time in India, with a "Now" button. The file keeps the
 * number; authors never type one.
 */
import { epochToIndiaInput, indiaInputToEpoch } from '../lib/editor-time.ts';
import { decap, type ControlProps } from './decap-cms.ts';

const now = () => Math.floor(Date.now() / 1000);

/** The control, made with Decap CMS's own React (a class, so that Decap CMS can hold a ref to it). */
export function epochSecondsControl(): unknown {
  const { h, createClass } = decap();
  return createClass({
    componentDidMount(this: { props: ControlProps }) {
      const { value, field, onChange } = this.props;
      // A new article starts now: set once, when the field is still empty.
      if ((value === undefined || value === null || value === '') && field.get('default_now')) onChange(now());
    },
    render(this: { props: ControlProps }) {
      const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const seconds = typeof value === 'number' ? value : undefined;
      return h(
        'div',
        { className: classNameWrapper },
        h('input', {
          id: forID,
          type: 'datetime-local',
          step: 1,
          value: seconds === undefined ? '' : epochToIndiaInput(seconds),
          onChange: (event: { target: { value: string } }) => onChange(indiaInputToEpoch(event.target.value) ?? null),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
        ' ',
        h('button', { type: 'button', onClick: () => onChange(now()), 'data-testid': `${forID}-now` }, 'Now'),
        ' ',
        h('small', null, seconds === undefined ? 'India time' : `India time · saved as ${seconds}`),
      );
    },
  });
}
