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
import type { MailKindInfo } from '../../api/mails';
import type { RequestTypeInfo } from '../../api/requests';
import { EMBED_TAB } from './embed-fields';
import { EmbedSnippet } from './embed-snippet';
import { FieldControl } from './field-control';
import { settingsTabs, type TabSpec } from './fields';
import { MailPreview } from './mail-preview';
import { OfficeMap } from './office-map';
import { useSettings } from './use-settings';
import { readValue, withValue } from './values';

interface Props {
	/** The site's home URL (for the embed snippet). */
	homeUrl?: string;
	/** The request types as the server names them (a recipient each). */
	types: RequestTypeInfo[];
	/** The mail kinds as the server describes them (their texts, the preview). */
	mailKinds: MailKindInfo[];
}

export function SettingsScreen( {
	homeUrl = window.location.origin + '/',
	types,
	mailKinds,
}: Props ) {
	const { draft, setDraft, errors, notice, saving, dirty, save } =
		useSettings();
	const tabs = settingsTabs( types, mailKinds );
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
								{ active.name === 'office' && (
									<OfficeMap
										values={ draft.immo_wizards_settings }
										onPick={ ( point ) =>
											setDraft( {
												...draft,
												immo_wizards_settings: {
													...draft.immo_wizards_settings,
													...point,
												},
											} )
										}
									/>
								) }
								{ active.name === EMBED_TAB && (
									<EmbedSnippet
										homeUrl={ homeUrl }
										base={
											draft.immo_wizards_settings
												.embed_base
										}
									/>
								) }
								{ active.name === 'mail' && (
									<MailPreview
										kinds={ mailKinds }
										texts={
											draft.immo_wizards_settings
												.mail_texts
										}
									/>
								) }
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
