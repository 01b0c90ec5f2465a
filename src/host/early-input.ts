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
 * The value the server rendered into a control.
 *
 * @param control The control.
 */
function serverValue( control: Control ): string {
	if ( control instanceof HTMLSelectElement ) {
		const options = Array.from( control.options );
		return (
			(
				options.find( ( option ) => option.defaultSelected ) ??
				options[ 0 ]
			)?.value ?? ''
		);
	}
	return control.defaultValue;
}

/**
 * Plays a visitor's change again for React.
 *
 * @param control The control, as the visitor left it.
 * @param noted   Its value before hydration. React puts the server's value back into a textarea
 *                and a select while it hydrates: the noted value counts unless the visitor
 *                changed the field again since (React handled that itself).
 */
function replay( control: Control, noted: string ): void {
	if (
		control instanceof HTMLInputElement &&
		( control.type === 'checkbox' || control.type === 'radio' )
	) {
		// React listens to clicks on these: back to the server's state, then click as the visitor did.
		control.checked = control.defaultChecked;
		control.click();
		return;
	}
	const value =
		control.value === serverValue( control ) ? noted : control.value;
	// Through React's tracker first, to another value: React then sees a change, also for a field
	// the visitor emptied.
	control.value = value === '' ? ' ' : '';
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
	)
		.filter( changed )
		.map( ( control ) => ( { control, noted: control.value } ) );
	const events = takeEarlyEvents( container );
	return () => {
		controls
			.filter( ( { control } ) => control.isConnected )
			.forEach( ( { control, noted } ) => replay( control, noted ) );
		// One event per task: React commits what one did before the next runs (consent given, then
		// the form sent with it; a category chosen, then "next").
		events.reduce(
			( previous, event ) =>
				previous.then(
					() =>
						new Promise< void >( ( resolve ) =>
							setTimeout( () => {
								replayEvent( event );
								resolve();
							} )
						)
				),
			Promise.resolve()
		);
	};
}
