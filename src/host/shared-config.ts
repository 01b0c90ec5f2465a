/**
 * The part of every screen's config that comes from the plugin settings
 * (PHP: `ImmoWizards\Blocks\Shared_Config`).
 */
export interface MapConfig {
	center: [ number, number ];
	zoom: number;
	tileUrl: string;
	attribution: string;
}

export interface SharedConfig {
	map: MapConfig;
	privacyUrl: string;
	newsletter: { enabled: boolean; required: boolean };
	consent: { required: boolean };
}
