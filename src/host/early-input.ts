/**
 * What a visitor typed, ticked, clicked or submitted in a server-rendered screen before its script
 * ran. Hydration keeps the DOM, so the text stays visible, but the app's state starts empty: once
 * hydrated, each such change is played again as the event React listens to, then each click and
 * submit the page's inline script noted (includes/Blocks/class-late-scripts.php), so the app takes
 * them over (nothing lost).
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A click on a button, or a submit the inline script held back. */
type EarlyEvent = {
	click?: HTMLElement;
	form?: HTMLFormElement;
	submitter?: HTMLElement | null;
};

declare global {
	interface Window {
		immoWizardsEarlyEvents?: EarlyEvent[];
	}
}

/**
 * Whether a control differs from what the server rendered.
 *
 * @param control The control.
 */
function changed( control: Control ): boolean {
	if ( control instanceof HTMLSelectElement ) {
		return Array.from( control.options ).some(
			( option ) => option.selected !== option.defaultSelected
		);
	}
	if (
		control instanceof HTMLInputElement &&
		( control.type === 'checkbox' || control.type === 'radio' )
	) {
		return control.checked !== control.defaultChecked;
	}
	return control.value !== control.defaultValue;
}

/**
 * Sets a value past React's value tracker (React fires onChange only when the value differs from
 * the one it last saw).
 *
 * @param control The control.
 * @param value   The value.
 */
function setNativeValue( control: Control, value: string ): void {
	const prototype = Object.getPrototypeOf( control ) as object;
	Object.getOwnPropertyDescriptor( prototype, 'value' )?.set?.call(
		control,
		value
	);
}

/**
 * Plays a visitor's change again for React.
 *
 * @param control The control, as the visitor left it.
 */
function replay( control: Control ): void {
	if (
		control instanceof HTMLInputElement &&
		( control.type === 'checkbox' || control.type === 'radio' )
	) {
		// React listens to clicks on these: back to the server's state, then click as the visitor did.
		control.checked = control.defaultChecked;
		control.click();
		return;
	}
	const value = control.value;
	control.value = '';
	setNativeValue( control, value );
	control.dispatchEvent(
		new Event( control instanceof HTMLSelectElement ? 'change' : 'input', {
			bubbles: true,
		} )
	);
}

/**
 * Takes the clicks and submits noted in a container (they are played there only).
 *
 * @param container The container.
 */
function takeEarlyEvents( container: HTMLElement ): EarlyEvent[] {
	const all = window.immoWizardsEarlyEvents ?? [];
	const mine = all.filter( ( event ) =>
		container.contains( event.click ?? event.form ?? null )
	);
	window.immoWizardsEarlyEvents = all.filter(
		( event ) => ! mine.includes( event )
	);
	return mine;
}

/**
 * Plays a noted click or submit again.
 *
 * @param event What the visitor did.
 */
function replayEvent( event: EarlyEvent ): void {
	const { click, form, submitter } = event;
	if ( click?.isConnected ) {
		click.click();
	} else if ( form?.isConnected ) {
		form.requestSubmit(
			submitter && form.contains( submitter ) ? submitter : undefined
		);
	}
}

/**
 * Notes the controls a visitor changed in a container before hydration, and takes the clicks and
 * submits noted there.
 *
 * @param container The server-rendered container.
 * @return Plays them again; call it once the app is hydrated.
 */
export function keepEarlyInput( container: HTMLElement ): () => void {
	const controls = Array.from(
		container.querySelectorAll< Control >( 'input, textarea, select' )
	).filter( changed );
	const events = takeEarlyEvents( container );
	return () => {
		controls.filter( ( control ) => control.isConnected ).forEach( replay );
		events.forEach( replayEvent );
	};
}
