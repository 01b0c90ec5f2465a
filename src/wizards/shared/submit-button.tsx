/**
 * The primary submit button of a wizard or form, with a spinner while it sends.
 *
 * @param props         Props.
 * @param props.block   BEM block of the form.
 * @param props.loading The request is on its way: disabled and busy.
 * @param props.label   Its text.
 */
export function SubmitButton( {
	block,
	loading,
	label,
}: {
	block: string;
	loading: boolean;
	label: string;
} ) {
	return (
		<button
			type="submit"
			className={ `${ block }__button ${ block }__button--primary` }
			disabled={ loading }
			aria-busy={ loading }
		>
			{ loading && (
				<span className={ `${ block }__spinner` } aria-hidden="true" />
			) }
			{ label }
		</button>
	);
}
