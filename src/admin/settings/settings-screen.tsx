/**
 * Immo Wizards → Settings: the tabs of fields and one save for all of them.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner, TabPanel } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FieldControl } from './field-control';
import { settingsTabs, type TabSpec } from './fields';
import { useSettings } from './use-settings';
import { readValue, withValue } from './values';

export function SettingsScreen() {
	const { draft, setDraft, errors, notice, saving, dirty, save } =
		useSettings();
	const tabs = settingsTabs();
	const invalid = ( tab: TabSpec ) =>
		tab.fields.some( ( spec ) => errors[ spec.key ] );
	return (
		<div className="immo-wizards-settings">
			{ notice && (
				<Notice status={ notice.status } isDismissible={ false }>
					{ notice.text }
				</Notice>
			) }
			{ ! draft && ! notice && <Spinner /> }
			{ draft && (
				<form
					onSubmit={ ( event ) => {
						event.preventDefault();
						save();
					} }
				>
					<TabPanel
						tabs={ tabs.map( ( tab ) => ( {
							name: tab.name,
							title: invalid( tab )
								? `${ tab.title } ⚠`
								: tab.title,
						} ) ) }
					>
						{ ( active ) => (
							<div className="immo-wizards-settings__tab">
								{ tabs
									.find( ( tab ) => tab.name === active.name )
									?.fields.map( ( spec ) => (
										<FieldControl
											key={ spec.key }
											spec={ spec }
											value={ readValue( draft, spec ) }
											error={ errors[ spec.key ] }
											onChange={ ( value ) =>
												setDraft(
													withValue(
														draft,
														spec,
														value
													)
												)
											}
										/>
									) ) }
							</div>
						) }
					</TabPanel>
					<Button
						variant="primary"
						type="submit"
						isBusy={ saving }
						disabled={ saving || ! dirty }
					>
						{ __( 'Save settings', 'immo-wizards' ) }
					</Button>
				</form>
			) }
		</div>
	);
}
